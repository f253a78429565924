// Test helpers for the payments feature: read the HTML forms the server renders and post them as a browser would.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export interface ParsedForm {
  action: string;
  method: string;
  fields: Record<string, string>;
  /** The text of the form's submit button, if it has one. */
  button?: string;
}

const unescape = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Every <form> of a page with its hidden inputs (the server's own markup: double-quoted attributes). */
export function parseForms(html: string): ParsedForm[] {
  return [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)].map((match) => {
    const attrs = match[1] ?? '';
    const inner = match[2] ?? '';
    const attr = (name: string) => unescape(new RegExp(`\\b${name}="([^"]*)"`).exec(attrs)?.[1] ?? '');
    const fields: Record<string, string> = {};
    for (const input of inner.matchAll(/<input\b[^>]*>/g)) {
      const name = /\bname="([^"]*)"/.exec(input[0])?.[1];
      const value = /\bvalue="([^"]*)"/.exec(input[0])?.[1] ?? '';
      if (name) fields[unescape(name)] = unescape(value);
    }
    const button = /<button\b[^>]*>([\s\S]*?)<\/button>/.exec(inner)?.[1];
    return {
      action: attr('action'),
      method: attr('method').toUpperCase(),
      fields,
      ...(button ? { button: unescape(button) } : {}),
    };
  });
}

/** A form POST as a browser sends it (application/x-www-form-urlencoded) to a path or an absolute URL of the app. */
export function postForm(
  app: FastifyInstance,
  url: string,
  fields: Record<string, string>,
): Promise<LightMyRequestResponse> {
  const target = new URL(url, 'http://localhost');
  return app.inject({
    method: 'POST',
    url: `${target.pathname}${target.search}`,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}
