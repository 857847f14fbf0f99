import { SignInForm } from './SignInForm';

/** /user/login: purchaser, agency, supplier and administrator sign in with a chosen role. */
export default function LoginPage() {
  return <SignInForm expert={false} />;
}
