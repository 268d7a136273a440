import Stripe from "stripe";
import { env } from "./env.server";

/** The Stripe SDK; webhook verification needs no network, so it works with any key. */
export const stripe = () => new Stripe(env().STRIPE_SECRET_KEY ?? "sk_test_offline", { maxNetworkRetries: 2 });
