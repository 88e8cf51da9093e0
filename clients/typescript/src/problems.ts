/** The server's problem details (RFC 9457) as an error an app can branch on by `code`. */

export interface Problem {
  type?: string;
  title?: string;
  status: number;
  detail?: string;
  code?: string;
  [extension: string]: unknown;
}

export class ProblemError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly problem: Problem;

  constructor(problem: Problem) {
    super(`${problem.status} ${problem.code ?? problem.title ?? ""}: ${problem.detail ?? ""}`);
    this.name = "ProblemError";
    this.status = problem.status;
    this.code = problem.code;
    this.problem = problem;
  }
}

/** The problem an error answer carries, or one made from its status when the body is not one. */
export async function problemOf(response: Response): Promise<Problem> {
  const text = await response.text();
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed !== null && typeof parsed === "object") {
      return { ...(parsed as Record<string, unknown>), status: response.status };
    }
  } catch {
    // Not JSON (a proxy's page): the status is all there is to tell.
  }
  return { status: response.status, detail: text.slice(0, 200) };
}

/**
 * The data of an openapi-fetch result, or a ProblemError: for code that treats every error
 * answer as an exception rather than checking `error` after each call.
 */
export function ok<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.error !== undefined || result.data === undefined) {
    const body = result.error;
    const problem: Problem =
      body !== null && typeof body === "object"
        ? { ...(body as Record<string, unknown>), status: result.response.status }
        : { status: result.response.status, detail: String(body ?? "") };
    throw new ProblemError(problem);
  }
  return result.data;
}
