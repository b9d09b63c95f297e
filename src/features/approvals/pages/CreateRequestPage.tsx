import { RequestFormPage } from './RequestFormPage';

export default function CreateRequestPage() {
  return <RequestFormPage mode="create" />;
}
