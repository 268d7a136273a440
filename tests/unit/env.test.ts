import { afterEach, describe, expect, it } from "vitest";
import { assertDemoDataAllowed, env, freezeEnv } from "~/utils/env.server";

const saved = { ...process.env };
afterEach(() => {
  for (const key of ["NODE_ENV", "LOCAL_MODE", "APP_URL", "POSTMARK_SERVER_TOKEN", "CLOUDINARY_URL", "SESSION_SECRET", "FLY_APP_NAME"]) {
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
    // What app/server/start.mjs sets (also for the browser tests and the benchmark).
    Object.assign(process.env, { NODE_ENV: "production", LOCAL_MODE: "1", SESSION_SECRET: "0123456789abcdef0123", APP_URL: "http://localhost:3100" });
    delete process.env.POSTMARK_SERVER_TOKEN;
    delete process.env.FLY_APP_NAME;
    expect(env().NODE_ENV).toBe("production");
    for (const url of ["http://127.0.0.1:3220", "http://[::1]:3000"]) {
      process.env.APP_URL = url;
      expect(env().APP_URL).toBe(url);
    }
    expect(() => assertDemoDataAllowed()).not.toThrow();
  });

  it("refuses LOCAL_MODE=1 in production anywhere but on localhost, with a clear error", () => {
    Object.assign(process.env, { NODE_ENV: "production", LOCAL_MODE: "1", SESSION_SECRET: "0123456789abcdef0123" });
    delete process.env.FLY_APP_NAME;
    for (const url of ["https://parish.example.org", "http://10.0.0.5:3000", "http://localhost.example.org"]) {
      process.env.APP_URL = url;
      expect(() => env(), url).toThrow(/Invalid environment:[\s\S]*LOCAL_MODE: LOCAL_MODE=1 is for `npm start` on one machine only \(\/dev\/outbox shows every church's password-reset links\)/);
    }
    delete process.env.APP_URL;
    expect(() => env()).toThrow(/LOCAL_MODE: .*needs APP_URL on localhost .*not unset/);
    // On Fly.io even a localhost APP_URL does not make it a developer's machine.
    Object.assign(process.env, { APP_URL: "http://localhost:3000", FLY_APP_NAME: "parish-admin" });
    expect(() => env()).toThrow(/LOCAL_MODE: .*remove it from this deployment \(Fly app parish-admin\)/);
    // The same variables in development or tests are not a deployment.
    process.env.NODE_ENV = "development";
    expect(env().LOCAL_MODE).toBe("1");
  });

  it("refuses to load the demo data in a deployment", () => {
    Object.assign(process.env, {
      NODE_ENV: "production",
      SESSION_SECRET: "0123456789abcdef0123",
      APP_URL: "https://parish.example.org",
      POSTMARK_SERVER_TOKEN: "token",
      CLOUDINARY_URL: "cloudinary://key:secret@cloud",
    });
    delete process.env.LOCAL_MODE;
    expect(() => assertDemoDataAllowed()).toThrow(/Refusing to load the demo data in production/);
    process.env.NODE_ENV = "test";
    expect(() => assertDemoDataAllowed()).not.toThrow();
  });

  it("requires a session secret in production", () => {
    Object.assign(process.env, { NODE_ENV: "production", LOCAL_MODE: "1" });
    delete process.env.SESSION_SECRET;
    expect(() => env()).toThrow(/SESSION_SECRET: required in production/);
  });

  it("is frozen in the server build too: entry.server hands the web server the build's own freezeEnv", async () => {
    const entry = await import("~/entry.server");
    expect(entry.freezeEnv).toBe(freezeEnv);
  });

  // Last: freezing lasts for the rest of this file (each test file has its own modules).
  it("once frozen (the web and worker processes, at start), keeps what it read", () => {
    Object.assign(process.env, { NODE_ENV: "production", LOCAL_MODE: "1", SESSION_SECRET: "0123456789abcdef0123", APP_URL: "http://localhost:3100" });
    freezeEnv();
    process.env.APP_URL = "http://localhost:3999";
    expect(env().APP_URL).toBe("http://localhost:3100");
  });
});
