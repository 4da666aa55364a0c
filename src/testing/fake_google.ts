/**
 * A local stand-in for Google's OAuth 2.0 token endpoint (Google cannot be reached from tests). It checks what
 * Google checks — client credentials, the code it issued, the PKCE verifier — and answers with an ID token.
 */
export interface FakeGoogleUser {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
}

function base64url(value: string | Uint8Array): string {
  const bytes = typeof value === "string" ? new TextEncoder().encode(value) : value;
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

async function s256(verifier: string): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier))));
}

export class FakeGoogle {
  readonly clientId = "fake-client-id.apps.googleusercontent.com";
  readonly clientSecret = "fake-client-secret";
  #codes = new Map<string, { user: FakeGoogleUser; challenge: string; redirectUri: string }>();
  #server: Deno.HttpServer<Deno.NetAddr>;

  constructor() {
    this.#server = Deno.serve(
      { port: 0, hostname: "127.0.0.1", onListen: () => {} },
      (req) => this.#handle(req),
    );
  }

  get origin(): string {
    return `http://127.0.0.1:${this.#server.addr.port}`;
  }

  env(): Record<string, string> {
    return {
      GOOGLE_CLIENT_ID: this.clientId,
      GOOGLE_CLIENT_SECRET: this.clientSecret,
      GOOGLE_AUTHORIZATION_URL: `${this.origin}/o/oauth2/v2/auth`,
      GOOGLE_TOKEN_URL: `${this.origin}/token`,
    };
  }

  /** What Google does when the person approves: a code bound to the PKCE challenge in the authorization URL. */
  approve(
    authorizationUrl: string,
    user: FakeGoogleUser,
  ): { code: string; state: string; redirectUri: string } {
    const url = new URL(authorizationUrl);
    const code = crypto.randomUUID();
    const redirectUri = url.searchParams.get("redirect_uri")!;
    this.#codes.set(code, { user, challenge: url.searchParams.get("code_challenge")!, redirectUri });
    return { code, state: url.searchParams.get("state")!, redirectUri };
  }

  async #handle(req: Request): Promise<Response> {
    const url = new URL(req.url);
    if (req.method !== "POST" || url.pathname !== "/token") return new Response("not found", { status: 404 });
    const form = new URLSearchParams(await req.text());
    const basic = req.headers.get("authorization")?.replace(/^Basic /, "");
    const [id, secret] = basic
      ? atob(basic).split(":").map(decodeURIComponent)
      : [form.get("client_id"), form.get("client_secret")];
    if (id !== this.clientId || secret !== this.clientSecret) {
      return Response.json({ error: "invalid_client" }, { status: 401 });
    }
    const grant = this.#codes.get(form.get("code") ?? "");
    this.#codes.delete(form.get("code") ?? "");
    if (!grant || form.get("redirect_uri") !== grant.redirectUri) {
      return Response.json({ error: "invalid_grant" }, { status: 400 });
    }
    if ((await s256(form.get("code_verifier") ?? "")) !== grant.challenge) {
      return Response.json({ error: "invalid_grant", error_description: "PKCE" }, { status: 400 });
    }
    const header = base64url(JSON.stringify({ alg: "RS256", typ: "JWT" }));
    const payload = base64url(
      JSON.stringify({ iss: "https://accounts.google.com", aud: this.clientId, ...grant.user }),
    );
    return Response.json({
      access_token: crypto.randomUUID(),
      token_type: "Bearer",
      expires_in: 3599,
      id_token: `${header}.${payload}.${base64url("signature")}`,
    });
  }

  close(): Promise<void> {
    return this.#server.shutdown();
  }
}
