// Shared by the benchmarks.
export {
  freePort,
  scratchDatabase,
  startServerProcess as startServer,
} from "../src/testing/server_process.ts";

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export const round = (n: number, places = 2) => Math.round(n * 10 ** places) / 10 ** places;

export async function signupToken(url: string): Promise<string> {
  const res = await fetch(`${url}/api/v1/users/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      email: `bench-${crypto.randomUUID()}@example.com`,
      full_name: "Bench User",
      password: "bench-password-1",
    }),
  });
  const body = await res.json();
  if (!body.token) throw new Error(`signup failed: ${JSON.stringify(body)}`);
  return body.token.access_token;
}
