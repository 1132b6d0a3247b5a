// An OpenAI-compatible /v1/chat/completions on loopback whose inference is
// llama.cpp's, through node-llama-cpp's prebuilt CPU binaries (no build, no
// GPU). node-llama-cpp ships the library, not llama.cpp's llama-server, so
// this is the thin HTTP layer; what it answers follows llama-server:
//
//   - response_format json_schema → a grammar from the schema (maxItems and
//     maxLength enforced while sampling); json_object → a JSON grammar;
//   - a prompt that does not fit the context → 400 exceed_context_size_error;
//   - output cut by max_tokens → finish_reason "length" for text, and for
//     JSON output HTTP 500 "Failed to parse input", as llama-server does
//     when it cannot parse a truncated structured answer;
//   - one request at a time (one slot); a client that goes away aborts its
//     generation.
//
// Under /legacy/v1 the same model refuses json_schema like an older
// llama.cpp build ("response_format type must be one of ..."), so a
// client's json_object fallback can be tested against it.
//
// Usage: node scripts/llama-server.mjs --model tiny.gguf [--port 0] [--context 8192]
// It prints "listening http://127.0.0.1:PORT" on stdout when ready.
import http from "node:http";
import {getLlama, LlamaChat, GeneralChatWrapper} from "node-llama-cpp";

const args = Object.fromEntries(process.argv.slice(2).reduce((acc, a, i, all) => {
    if (a.startsWith("--")) acc.push([a.slice(2), all[i + 1]]);
    return acc;
}, []));
const modelPath = args.model;
if (!modelPath) {
    console.error("llama-server.mjs: --model PATH is required");
    process.exit(2);
}
const contextSize = Number(args.context ?? 8192);
const host = args.host ?? "127.0.0.1";
const port = Number(args.port ?? 0);

const llama = await getLlama({build: "never", gpu: false, logLevel: "warn"});
const model = await llama.loadModel({modelPath});
const context = await model.createContext({contextSize, threads: Number(args.threads ?? 1)});
const chatWrapper = new GeneralChatWrapper();
const chat = new LlamaChat({contextSequence: context.getSequence(), chatWrapper, autoDisposeSequence: false});
const jsonGrammar = await llama.getGrammarFor("json");

let queue = Promise.resolve();
let served = 0;

function send(res, status, body) {
    if (res.writableEnded || res.destroyed) return;
    const b = JSON.stringify(body);
    res.writeHead(status, {"Content-Type": "application/json", "Content-Length": Buffer.byteLength(b)});
    res.end(b);
}

function apiError(res, status, type, message, extra = {}) {
    send(res, status, {error: {code: status, type, message, ...extra}});
}

function history(messages) {
    const out = [];
    for (const m of messages) {
        const text = typeof m.content === "string" ? m.content : (m.content ?? []).map((p) => p.text ?? "").join("");
        if (m.role === "system") out.push({type: "system", text});
        else if (m.role === "assistant") out.push({type: "model", response: [text]});
        else out.push({type: "user", text});
    }
    return out;
}

async function complete(req, res, body, legacy) {
    if (!Array.isArray(body.messages) || body.messages.length === 0) {
        return apiError(res, 400, "invalid_request_error", "'messages' is required");
    }
    if (body.stream) return apiError(res, 400, "invalid_request_error", "streaming is not supported by this server");
    const rf = body.response_format ?? {type: "text"};
    let grammar;
    if (rf.type === "json_schema") {
        if (legacy) return apiError(res, 500, "server_error", `response_format type must be one of "text" or "json_object", but got: json_schema`);
        const schema = rf.json_schema?.schema ?? rf.schema;
        try {
            grammar = await llama.createGrammarForJsonSchema(schema);
        } catch (e) {
            return apiError(res, 400, "invalid_request_error", `response_format: unsupported json_schema: ${e.message}`);
        }
    } else if (rf.type === "json_object") {
        grammar = jsonGrammar;
    } else if (rf.type !== "text") {
        return apiError(res, 400, "invalid_request_error", `response_format type must be one of "text", "json_object" or "json_schema", but got: ${rf.type}`);
    }
    const maxTokens = Number(body.max_completion_tokens ?? body.max_tokens ?? -1);
    const chatHistory = history(body.messages);
    const {contextText} = chatWrapper.generateContextState({chatHistory: [...chatHistory, {type: "model", response: []}]});
    const nPrompt = contextText.tokenize(model.tokenizer).length;
    const budget = maxTokens > 0 ? maxTokens : 1;
    if (nPrompt + budget > contextSize) {
        return apiError(res, 400, "exceed_context_size_error",
            `the request exceeds the available context size, try increasing it (prompt ${nPrompt} tokens + ${budget} to generate > ${contextSize})`,
            {n_prompt_tokens: nPrompt, n_ctx: contextSize});
    }
    const abort = new AbortController();
    res.on("close", () => { if (!res.writableEnded) abort.abort(); });
    const started = Date.now();
    const out = await chat.generateResponse(chatHistory, {
        grammar,
        maxTokens: maxTokens > 0 ? maxTokens : contextSize - nPrompt,
        temperature: Number(body.temperature ?? 0) <= 1e-6 ? 0 : Number(body.temperature),
        seed: 28,
        signal: abort.signal,
        stopOnAbortSignal: true,
    });
    if (abort.signal.aborted) return;
    const text = out.response;
    const nGen = model.tokenizer(text).length;
    const stop = out.metadata.stopReason;
    served++;
    if (stop === "maxTokens" && grammar) {
        // llama-server parses a structured answer before it replies; a
        // truncated one does not parse and the request fails with 500.
        return apiError(res, 500, "server_error", `Failed to parse input at pos ${text.length}: ${text.slice(-40)}`);
    }
    send(res, 200, {
        id: `chatcmpl-${served}`,
        object: "chat.completion",
        created: Math.floor(started / 1000),
        model: body.model ?? "tiny",
        choices: [{index: 0, finish_reason: stop === "maxTokens" ? "length" : "stop", message: {role: "assistant", content: text}}],
        usage: {prompt_tokens: nPrompt, completion_tokens: nGen, total_tokens: nPrompt + nGen},
        timings: {predicted_ms: Date.now() - started},
    });
}

const server = http.createServer((req, res) => {
    const legacy = req.url.startsWith("/legacy/");
    const path = legacy ? req.url.slice("/legacy".length) : req.url;
    if (req.method === "GET" && (path === "/health" || path === "/v1/health")) return send(res, 200, {status: "ok"});
    if (req.method === "GET" && path === "/v1/models") {
        return send(res, 200, {object: "list", data: [{id: "tiny", object: "model", owned_by: "llama.cpp"}]});
    }
    if (req.method !== "POST" || path !== "/v1/chat/completions") return apiError(res, 404, "not_found_error", "File Not Found");
    const chunks = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", () => {
        let body;
        try {
            body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
        } catch (e) {
            return apiError(res, 400, "invalid_request_error", `bad JSON: ${e.message}`);
        }
        // One slot: requests wait their turn, as llama-server's queue does.
        queue = queue.then(() => complete(req, res, body, legacy)).catch((e) => apiError(res, 500, "server_error", String(e?.message ?? e)));
    });
});
server.listen(port, host, () => {
    console.log(`listening http://${host}:${server.address().port}`);
});
for (const sig of ["SIGINT", "SIGTERM"]) {
    process.on(sig, () => { server.close(); process.exit(0); });
}
