// The account pages: each is the site's frame around one form island.
import { Island } from "../components/Island.tsx";
import { FormCard, PublicLayout } from "../components/PublicLayout.tsx";
import { Activate } from "../forms/Activate.tsx";
import { LoginForm, type LoginProps } from "../forms/LoginForm.tsx";
import { LoginSuccess } from "../forms/LoginSuccess.tsx";
import { RecoverForm } from "../forms/RecoverForm.tsx";
import { ResetForm } from "../forms/ResetForm.tsx";
import { SignupForm } from "../forms/SignupForm.tsx";

export function LoginPage(props: LoginProps) {
  return (
    <PublicLayout>
      <FormCard title="Log in to Quarry">
        <Island name="login" component={LoginForm} props={props} />
      </FormCard>
    </PublicLayout>
  );
}

export function SignupPage() {
  return (
    <PublicLayout>
      <FormCard title="Create your account">
        <p className="muted">50 free pages. No credit card required.</p>
        <Island name="signup" component={SignupForm} props={{}} />
      </FormCard>
    </PublicLayout>
  );
}

export function LoginSuccessPage() {
  return (
    <PublicLayout>
      <FormCard title="Signing in">
        <Island name="loginSuccess" component={LoginSuccess} props={{}} />
      </FormCard>
    </PublicLayout>
  );
}

export function ActivatePage({ token }: { token: string | null }) {
  return (
    <PublicLayout>
      <FormCard title="Account Activation">
        <Island name="activate" component={Activate} props={{ token }} />
      </FormCard>
    </PublicLayout>
  );
}

export function RecoverPasswordPage() {
  return (
    <PublicLayout>
      <FormCard title="Password Recovery">
        <Island name="recover" component={RecoverForm} props={{}} />
      </FormCard>
    </PublicLayout>
  );
}

export function ResetPasswordPage({ token }: { token: string }) {
  return (
    <PublicLayout>
      <FormCard title="Reset Password">
        <Island name="reset" component={ResetForm} props={{ token }} />
      </FormCard>
    </PublicLayout>
  );
}
