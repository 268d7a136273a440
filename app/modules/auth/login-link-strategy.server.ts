import { Strategy } from "remix-auth/strategy";

export type LoginLinkVerifyOptions = {
  /** The `token` query parameter of the link ("" when missing). */
  token: string;
  request: Request;
};

/**
 * remix-auth strategy of the portals' sign-in links (login/re/teacher?token=..., login/re/parent?token=...):
 * reads the token from the link and hands it to the verify function, which returns the user or throws.
 */
export class LoginLinkStrategy<User> extends Strategy<User, LoginLinkVerifyOptions> {
  name = "login-link";

  async authenticate(request: Request): Promise<User> {
    const token = new URL(request.url).searchParams.get("token") ?? "";
    return this.verify({ token, request });
  }
}
