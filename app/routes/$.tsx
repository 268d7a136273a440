import { NotFoundView } from "~/components/ui/error-views";

export function loader() {
  throw new Response("Not Found", { status: 404 });
}

export default function NotFound() {
  return <NotFoundView />;
}

export function ErrorBoundary() {
  return <NotFoundView />;
}
