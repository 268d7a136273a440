// A local stand-in for Stripe's API, enough for the billing code: customers, Checkout sessions,
// billing portal, subscriptions (whose current state a test sets), invoices, Connect accounts and
// links. The SDK is pointed at it with STRIPE_API_URL (host, port, protocol). `fail` makes every
// call answer a Stripe API error, as when Stripe refuses or is down.
import http from "node:http";
import type { AddressInfo } from "node:net";

export type FakeRequest = { method: string; path: string; params: Record<string, string>; account: string | null; idempotencyKey: string | null };

export async function startFakeStripe() {
  let counter = 0;
  const next = (prefix: string) => `${prefix}_fake_${++counter}`;
  const requests: FakeRequest[] = [];
  const customers = new Map<string, Record<string, unknown>>();
  const byIdempotency = new Map<string, unknown>();
  const sessions = new Map<string, Record<string, unknown>>();
  const subscriptions = new Map<string, Record<string, unknown>>();
  const accounts = new Map<string, Record<string, unknown>>();
  const state = { fail: false };

  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://fake");
      const params = Object.fromEntries(new URLSearchParams(req.method === "GET" ? url.search : raw));
      const request: FakeRequest = {
        method: req.method ?? "GET",
        path: url.pathname,
        params,
        account: (req.headers["stripe-account"] as string | undefined) ?? null,
        idempotencyKey: (req.headers["idempotency-key"] as string | undefined) ?? null,
      };
      requests.push(request);
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { "Content-Type": "application/json", "Request-Id": `req_${counter}` });
        res.end(JSON.stringify(body));
      };
      if (state.fail) return send(400, { error: { type: "invalid_request_error", message: "The fake refuses this request" } });
      const key = request.idempotencyKey ? `${request.method} ${request.path} ${request.idempotencyKey}` : null;
      if (key && byIdempotency.has(key)) return send(200, byIdempotency.get(key));
      const answer = route(request);
      if (!answer) return send(404, { error: { type: "invalid_request_error", message: `No such resource: ${request.path}` } });
      if (key && request.method === "POST") byIdempotency.set(key, answer);
      send(200, answer);
    });
  });

  function route({ method, path, params, account }: FakeRequest): unknown {
    const [, , resource, id, sub] = path.split("/");
    if (resource === "customers" && method === "POST" && !id) {
      const customer = { id: next("cus"), object: "customer", name: params.name ?? null, email: params.email ?? null, metadata: { churchId: params["metadata[churchId]"] } };
      customers.set(customer.id, customer);
      return customer;
    }
    if (resource === "customers" && method === "GET" && id) {
      if (!customers.has(id)) return null;
      return {
        ...customers.get(id),
        invoice_settings: { default_payment_method: { id: "pm_fake", object: "payment_method", card: { brand: "visa", last4: "4242", exp_month: 12, exp_year: 2030 } } },
      };
    }
    if (resource === "checkout" && id === "sessions" && method === "POST") {
      const session = {
        id: next("cs"),
        object: "checkout.session",
        mode: params.mode,
        status: "open",
        payment_status: "unpaid",
        customer: params.customer ?? null,
        amount_total: params["line_items[0][price_data][unit_amount]"] ? Number(params["line_items[0][price_data][unit_amount]"]) : null,
        metadata: { churchId: params["metadata[churchId]"], registrationId: params["metadata[registrationId]"], kind: params["metadata[kind]"] },
        success_url: params.success_url,
        cancel_url: params.cancel_url,
        account,
      };
      sessions.set(session.id, { ...session, url: `https://checkout.stripe.fake/c/${session.id}` });
      return sessions.get(session.id);
    }
    if (resource === "checkout" && id === "sessions" && method === "GET" && sub) return sessions.get(sub) ?? null;
    if (resource === "billing_portal" && method === "POST") return { id: next("bps"), object: "billing_portal.session", url: `https://billing.stripe.fake/p/${params.customer}`, customer: params.customer };
    if (resource === "subscriptions" && method === "GET" && id) return subscriptions.get(id) ?? null;
    if (resource === "invoices" && method === "GET" && !id) {
      return {
        object: "list",
        has_more: false,
        url: "/v1/invoices",
        data: [{ id: "in_fake_1", object: "invoice", number: "PA-0001", created: 1_767_225_600, total: 4900, status: "paid", hosted_invoice_url: "https://invoice.stripe.fake/in_fake_1" }],
      };
    }
    if (resource === "invoices" && id === "create_preview") return { object: "invoice", amount_due: 4900, next_payment_attempt: 1_769_904_000, period_end: 1_769_904_000 };
    if (resource === "accounts" && method === "POST" && !id) {
      const created = { id: next("acct"), object: "account", charges_enabled: false, details_submitted: false, metadata: { churchId: params["metadata[churchId]"] } };
      accounts.set(created.id, created);
      return created;
    }
    if (resource === "accounts" && method === "GET" && id) return accounts.get(id) ?? null;
    if (resource === "account_links" && method === "POST") return { object: "account_link", url: `https://connect.stripe.fake/setup/${params.account}`, created: 0, expires_at: 0 };
    return null;
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    customers,
    sessions,
    subscriptions,
    accounts,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
