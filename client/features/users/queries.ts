import { queryOptions } from "@tanstack/react-query";
import { apiCall } from "../../shared/api.ts";

export interface User {
  id: string;
  email: string;
  full_name: string | null;
  is_active: boolean;
  is_superuser: boolean;
  google_account_id: string | null;
  account: { balance: { amount: number }; extractor_builder_enabled: boolean };
}

export interface Page<T> {
  data: T[];
  count: number;
}

export const usersPageSize = 5;

export const currentUserQuery = () =>
  queryOptions({
    queryKey: ["currentUser"],
    queryFn: ({ signal }) => apiCall<User>("/users/me", { signal }),
  });

export const usersQuery = (page: number) =>
  queryOptions({
    queryKey: ["users", page],
    queryFn: ({ signal }) =>
      apiCall<Page<User>>("/users/", {
        query: { skip: (page - 1) * usersPageSize, limit: usersPageSize },
        signal,
      }),
  });

export interface ProfileUpdate {
  full_name: string;
  email: string;
}

export const updateMe = (body: ProfileUpdate) => apiCall<User>("/users/me", { method: "PATCH", json: body });

export const updatePassword = (
  body: { current_password: string; new_password: string; confirm_password: string },
) => apiCall("/users/me/password", { method: "PATCH", json: body });

export interface UserInput {
  email: string;
  full_name: string;
  password?: string;
  is_superuser: boolean;
  is_active: boolean;
}

export const createUser = (body: UserInput) => apiCall<User>("/users/", { method: "POST", json: body });

export const updateUser = (id: string, body: Partial<UserInput>) =>
  apiCall<User>(`/users/${id}`, { method: "PATCH", json: body });

export const deleteUser = (id: string) => apiCall(`/users/${id}`, { method: "DELETE" });
