import { SignInForm } from '../login/SignInForm';

/** /user/expertLogin: evaluation experts have a sign-in of their own (specification section 6). */
export default function ExpertLoginPage() {
  return <SignInForm expert />;
}
