import { afterEach, describe, expect, it } from "vitest";
import { env } from "~/utils/env.server";

const saved = { ...process.env };
afterEach(() => {
  for (const key of ["NODE_ENV", "LOCAL_MODE", "APP_URL", "POSTMARK_SERVER_TOKEN", "CLOUDINARY_URL", "SESSION_SECRET"]) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
});

describe("environment", () => {
  it("refuses a deployment that would fall back to local stand-ins", () => {
    Object.assign(process.env, { NODE_ENV: "production", SESSION_SECRET: "0123456789abcdef0123" });
    delete process.env.LOCAL_MODE;
    delete process.env.APP_URL;
    delete process.env.POSTMARK_SERVER_TOKEN;
    expect(() => env()).toThrow(/APP_URL: required in a deployment[\s\S]*POSTMARK_SERVER_TOKEN: required/);
    Object.assign(process.env, { APP_URL: "https://parish.example.org", POSTMARK_SERVER_TOKEN: "token" });
    expect(env().APP_URL).toBe("https://parish.example.org");
  });

  it("lets npm start run in production mode on a developer's machine", () => {
    Object.assign(process.env, { NODE_ENV: "production", LOCAL_MODE: "1", SESSION_SECRET: "0123456789abcdef0123" });
    delete process.env.POSTMARK_SERVER_TOKEN;
    expect(env().NODE_ENV).toBe("production");
  });

  it("requires a session secret in production", () => {
    Object.assign(process.env, { NODE_ENV: "production", LOCAL_MODE: "1" });
    delete process.env.SESSION_SECRET;
    expect(() => env()).toThrow(/SESSION_SECRET: required in production/);
  });
});
