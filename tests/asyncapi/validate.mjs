// Parses and validates an AsyncAPI document with the AsyncAPI Initiative's parser, resolving
// its references (the payloads point into openapi.json beside it). Prints what the parser
// understood, as JSON on stdout: the diagnostics, and each channel's address and messages.
import { Parser, fromFile } from "@asyncapi/parser";

const parser = new Parser();
const { document, diagnostics } = await fromFile(parser, process.argv[2]).parse();
const ERROR = 0;
const channels = {};
if (document) {
  for (const channel of document.channels()) {
    channels[channel.id()] = {
      address: channel.address(),
      messages: channel.messages().all().map((message) => message.name()),
      payloads: [...new Set(channel.messages().all().map((m) => m.payload()?.title()))],
    };
  }
}
console.log(
  JSON.stringify({
    valid: Boolean(document) && !diagnostics.some((d) => d.severity === ERROR),
    errors: diagnostics.filter((d) => d.severity === ERROR).map((d) => `${d.path.join("/")}: ${d.message}`),
    version: document ? document.version() : null,
    channels,
  }),
);
