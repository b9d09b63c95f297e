import { RequestFormPage } from './RequestFormPage';

export default function ResubmitRequestPage() {
  return <RequestFormPage mode="resubmit" />;
}
