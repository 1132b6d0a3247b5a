package gguf

import (
	"bytes"
	"encoding/binary"
	"testing"
)

// TestWriteReadBack: the file is GGUF v3 with the counts, keys and
// tensor table llama.cpp reads, tensors aligned, data where the table
// says; the same seed writes the same bytes. (That llama.cpp loads and
// runs it is TestLlamaCpp* in extract/llm, against the real server.)
func TestWriteReadBack(t *testing.T) {
	var a, b bytes.Buffer
	if err := Tiny.Write(&a); err != nil {
		t.Fatal(err)
	}
	if err := Tiny.Write(&b); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a.Bytes(), b.Bytes()) {
		t.Fatal("two writes of the same model differ")
	}
	r := &reader{b: a.Bytes()}
	if string(r.next(4)) != "GGUF" || r.u32() != 3 {
		t.Fatal("not GGUF v3")
	}
	nTensors, nKV := r.u64(), r.u64()
	if want := uint64(3 + 9*Tiny.Layers); nTensors != want {
		t.Errorf("%d tensors, want %d", nTensors, want)
	}
	keys := map[string]bool{}
	for i := uint64(0); i < nKV; i++ {
		k := r.str()
		keys[k] = true
		r.skipValue(r.u32())
	}
	for _, k := range []string{"general.architecture", "llama.embedding_length", "llama.block_count", "llama.attention.head_count", "tokenizer.ggml.model", "tokenizer.ggml.tokens", "tokenizer.ggml.token_type"} {
		if !keys[k] {
			t.Errorf("missing %s", k)
		}
	}
	var end uint64
	for i := uint64(0); i < nTensors; i++ {
		name := r.str()
		n := r.u32()
		elems := uint64(1)
		for j := uint32(0); j < n; j++ {
			elems *= r.u64()
		}
		if typ := r.u32(); typ != 0 {
			t.Errorf("%s: type %d, want F32", name, typ)
		}
		off := r.u64()
		if off%alignment != 0 {
			t.Errorf("%s: offset %d not aligned", name, off)
		}
		end = off + elems*4
	}
	data := pad(uint64(r.off))
	if got := uint64(len(a.Bytes())); got != pad(data+end) {
		t.Errorf("file is %d bytes, want %d", got, pad(data+end))
	}
}

type reader struct {
	b   []byte
	off int
}

func (r *reader) next(n int) []byte { s := r.b[r.off : r.off+n]; r.off += n; return s }
func (r *reader) u32() uint32       { return binary.LittleEndian.Uint32(r.next(4)) }
func (r *reader) u64() uint64       { return binary.LittleEndian.Uint64(r.next(8)) }
func (r *reader) str() string       { return string(r.next(int(r.u64()))) }

func (r *reader) skipValue(typ uint32) {
	switch typ {
	case typeUint32, typeInt32, typeFloat32:
		r.next(4)
	case typeBool:
		r.next(1)
	case typeString:
		r.str()
	case typeArray:
		et, n := r.u32(), r.u64()
		for i := uint64(0); i < n; i++ {
			r.skipValue(et)
		}
	}
}
