import { RequestFormPage } from './RequestFormPage';

export default function ReviseRequestPage() {
  return <RequestFormPage mode="revise" />;
}
