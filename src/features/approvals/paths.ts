import type { FormId } from './model/forms';

/** The approvals routes (spec 01 §2), built in one place. */
export const approvalPaths = {
  list: '/app/approvals',
  start: '/app/start-approval-request',
  detail: (id: string) => `/app/approvals/${id}`,
  create: (formId: FormId) => `/app/create-approval-request/${formId}`,
  revise: (formId: FormId, id: string) => `/app/revise-approval-request/${formId}/${id}`,
  resubmit: (formId: FormId, id: string) => `/app/resubmit-approval-request/${formId}/${id}`,
};
