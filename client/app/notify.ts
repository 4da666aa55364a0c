import { notifications } from "@mantine/notifications";
import { errorText } from "../shared/errors.ts";

export function notifySuccess(message: string, title = "Success!") {
  notifications.show({ title, message, color: "green", withCloseButton: true });
}

/** The shared error toast of spec section 8. */
export function notifyError(error: unknown, title = "Error") {
  notifications.show({ title, message: errorText(error), color: "red", withCloseButton: true });
}

export function notifyFailure(message: string, title = "Error") {
  notifications.show({ title, message, color: "red", withCloseButton: true });
}
