import { Navigate, generatePath, useParams } from 'react-router-dom';

/** Redirects to a path pattern filled with the current route's params (legacy URLs). */
export function ParamRedirect({ to }: { to: string }) {
  const params = useParams();
  return <Navigate to={generatePath(to, params)} replace />;
}
