// Package gguf writes a tiny, valid llama-architecture model in the GGUF
// format (version 3) with random weights and a byte-level SentencePiece
// vocabulary. It exists so the LLM extractor can be tested against a real
// llama.cpp inference server without downloading a model: the answers are
// noise, but tokenizer, context, grammar-constrained sampling, stop
// reasons and the HTTP protocol are llama.cpp's own.
package gguf

import (
	"bufio"
	"encoding/binary"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"os"
)

// Model sizes a tiny llama. Zero fields take the defaults of Tiny.
type Model struct {
	Embedding   int // n_embd
	Layers      int // n_layer
	Heads       int // n_head (and n_head_kv)
	FeedForward int // n_ff
	Context     int // trained context length
	Seed        uint64
}

// Tiny is small enough to generate hundreds of tokens a second on one
// CPU core.
var Tiny = Model{Embedding: 64, Layers: 2, Heads: 4, FeedForward: 128, Context: 8192, Seed: 28}

// value types of GGUF metadata.
const (
	typeUint32  = 4
	typeInt32   = 5
	typeFloat32 = 6
	typeBool    = 7
	typeString  = 8
	typeArray   = 9
)

// token types of the llama vocabulary.
const (
	tokNormal  = 1
	tokUnknown = 2
	tokControl = 3
	tokByte    = 6
)

const alignment = 32

// Vocab is the model's vocabulary: <unk>, <s>, </s>, the 256 byte tokens
// (so any UTF-8 text, Korean included, tokenizes), then "▁" (a space in
// SentencePiece) and the printable ASCII characters.
func Vocab() (tokens []string, types []int32) {
	tokens = []string{"<unk>", "<s>", "</s>"}
	types = []int32{tokUnknown, tokControl, tokControl}
	for b := 0; b < 256; b++ {
		tokens = append(tokens, fmt.Sprintf("<0x%02X>", b))
		types = append(types, tokByte)
	}
	tokens = append(tokens, "▁")
	types = append(types, tokNormal)
	for c := '!'; c <= '~'; c++ {
		tokens = append(tokens, string(c))
		types = append(types, tokNormal)
	}
	return tokens, types
}

type tensor struct {
	name string
	dims []uint64
	data []float32
}

// Write writes m as GGUF to w.
func (m Model) Write(w io.Writer) error {
	if m.Embedding == 0 {
		m = Tiny
	}
	if m.Embedding%m.Heads != 0 {
		return fmt.Errorf("gguf: embedding %d is not a multiple of heads %d", m.Embedding, m.Heads)
	}
	tokens, types := Vocab()
	nVocab := len(tokens)
	rng := rand.New(rand.NewPCG(m.Seed, 0x28))
	random := func(n int) []float32 {
		out := make([]float32, n)
		for i := range out {
			out[i] = float32(rng.NormFloat64() * 0.05)
		}
		return out
	}
	ones := func(n int) []float32 {
		out := make([]float32, n)
		for i := range out {
			out[i] = 1
		}
		return out
	}
	e, ff := uint64(m.Embedding), uint64(m.FeedForward)
	ts := []tensor{
		{"token_embd.weight", []uint64{e, uint64(nVocab)}, random(m.Embedding * nVocab)},
		{"output_norm.weight", []uint64{e}, ones(m.Embedding)},
		{"output.weight", []uint64{e, uint64(nVocab)}, random(m.Embedding * nVocab)},
	}
	for l := 0; l < m.Layers; l++ {
		p := fmt.Sprintf("blk.%d.", l)
		ts = append(ts,
			tensor{p + "attn_norm.weight", []uint64{e}, ones(m.Embedding)},
			tensor{p + "attn_q.weight", []uint64{e, e}, random(m.Embedding * m.Embedding)},
			tensor{p + "attn_k.weight", []uint64{e, e}, random(m.Embedding * m.Embedding)},
			tensor{p + "attn_v.weight", []uint64{e, e}, random(m.Embedding * m.Embedding)},
			tensor{p + "attn_output.weight", []uint64{e, e}, random(m.Embedding * m.Embedding)},
			tensor{p + "ffn_norm.weight", []uint64{e}, ones(m.Embedding)},
			tensor{p + "ffn_gate.weight", []uint64{e, ff}, random(m.Embedding * m.FeedForward)},
			tensor{p + "ffn_down.weight", []uint64{ff, e}, random(m.FeedForward * m.Embedding)},
			tensor{p + "ffn_up.weight", []uint64{e, ff}, random(m.Embedding * m.FeedForward)},
		)
	}
	scores := make([]float32, nVocab)
	for i := range scores {
		scores[i] = -float32(i)
	}
	bw := &writer{w: bufio.NewWriter(w)}
	bw.raw([]byte("GGUF"))
	bw.u32(3)
	bw.u64(uint64(len(ts)))
	kvs := []func(){
		func() { bw.kvString("general.architecture", "llama") },
		func() { bw.kvString("general.name", "axagent-tiny-random") },
		func() { bw.kvU32("general.alignment", alignment) },
		func() { bw.kvU32("llama.context_length", uint32(m.Context)) },
		func() { bw.kvU32("llama.embedding_length", uint32(m.Embedding)) },
		func() { bw.kvU32("llama.block_count", uint32(m.Layers)) },
		func() { bw.kvU32("llama.feed_forward_length", uint32(m.FeedForward)) },
		func() { bw.kvU32("llama.attention.head_count", uint32(m.Heads)) },
		func() { bw.kvU32("llama.attention.head_count_kv", uint32(m.Heads)) },
		func() { bw.kvU32("llama.rope.dimension_count", uint32(m.Embedding/m.Heads)) },
		func() { bw.kvF32("llama.attention.layer_norm_rms_epsilon", 1e-5) },
		func() { bw.kvU32("llama.vocab_size", uint32(nVocab)) },
		func() { bw.kvString("tokenizer.ggml.model", "llama") },
		func() { bw.kvStrings("tokenizer.ggml.tokens", tokens) },
		func() { bw.kvF32s("tokenizer.ggml.scores", scores) },
		func() { bw.kvI32s("tokenizer.ggml.token_type", types) },
		func() { bw.kvU32("tokenizer.ggml.unknown_token_id", 0) },
		func() { bw.kvU32("tokenizer.ggml.bos_token_id", 1) },
		func() { bw.kvU32("tokenizer.ggml.eos_token_id", 2) },
		func() { bw.kvBool("tokenizer.ggml.add_bos_token", true) },
		func() { bw.kvBool("tokenizer.ggml.add_eos_token", false) },
	}
	bw.u64(uint64(len(kvs)))
	for _, kv := range kvs {
		kv()
	}
	var off uint64
	for _, t := range ts {
		bw.str(t.name)
		bw.u32(uint32(len(t.dims)))
		for _, d := range t.dims {
			bw.u64(d)
		}
		bw.u32(0) // F32
		bw.u64(off)
		off += pad(uint64(len(t.data) * 4))
	}
	bw.padTo()
	for _, t := range ts {
		for _, f := range t.data {
			bw.u32(math.Float32bits(f))
		}
		bw.padTo()
	}
	if bw.err != nil {
		return fmt.Errorf("gguf: write: %w", bw.err)
	}
	if err := bw.w.Flush(); err != nil {
		return fmt.Errorf("gguf: write: %w", err)
	}
	return nil
}

// WriteFile writes m to path.
func (m Model) WriteFile(path string) error {
	f, err := os.Create(path)
	if err != nil {
		return fmt.Errorf("gguf: %w", err)
	}
	if err := m.Write(f); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("gguf: %w", err)
	}
	return nil
}

func pad(n uint64) uint64 { return (n + alignment - 1) / alignment * alignment }

// writer writes little-endian GGUF fields, keeping the first error.
type writer struct {
	w   *bufio.Writer
	n   uint64
	err error
}

func (w *writer) raw(b []byte) {
	if w.err != nil {
		return
	}
	var n int
	n, w.err = w.w.Write(b)
	w.n += uint64(n)
}

func (w *writer) u32(v uint32) { w.raw(binary.LittleEndian.AppendUint32(nil, v)) }
func (w *writer) u64(v uint64) { w.raw(binary.LittleEndian.AppendUint64(nil, v)) }
func (w *writer) str(s string) { w.u64(uint64(len(s))); w.raw([]byte(s)) }

func (w *writer) padTo() {
	if r := w.n % alignment; r != 0 {
		w.raw(make([]byte, alignment-r))
	}
}

func (w *writer) kvString(k, v string) { w.str(k); w.u32(typeString); w.str(v) }
func (w *writer) kvU32(k string, v uint32) {
	w.str(k)
	w.u32(typeUint32)
	w.u32(v)
}
func (w *writer) kvF32(k string, v float32) {
	w.str(k)
	w.u32(typeFloat32)
	w.u32(math.Float32bits(v))
}
func (w *writer) kvBool(k string, v bool) {
	w.str(k)
	w.u32(typeBool)
	b := byte(0)
	if v {
		b = 1
	}
	w.raw([]byte{b})
}
func (w *writer) kvStrings(k string, vs []string) {
	w.str(k)
	w.u32(typeArray)
	w.u32(typeString)
	w.u64(uint64(len(vs)))
	for _, v := range vs {
		w.str(v)
	}
}
func (w *writer) kvF32s(k string, vs []float32) {
	w.str(k)
	w.u32(typeArray)
	w.u32(typeFloat32)
	w.u64(uint64(len(vs)))
	for _, v := range vs {
		w.u32(math.Float32bits(v))
	}
}
func (w *writer) kvI32s(k string, vs []int32) {
	w.str(k)
	w.u32(typeArray)
	w.u32(typeInt32)
	w.u64(uint64(len(vs)))
	for _, v := range vs {
		w.u32(uint32(v))
	}
}
