package postgres

import (
	"context"
	"encoding/binary"
	"slices"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgtype"
)

// The hot statements (an ingest, a completion, a claim) take their rows as
// column arrays. pgx encodes a Go slice element by element through an
// interface: each string, bytea and pointer element is boxed, and slices of
// pointers or byte slices go through reflection — on the bench that was a
// sixth of the client's allocations (issue 32). These array types are
// written in PostgreSQL's binary array format directly: a header (one
// dimension, whether a NULL is present, the element type, the length and
// lower bound 1) and each element as its length (-1: NULL) and its binary
// form, as pgx writes them. A nil slice is NULL, as with pgx.
//
// They are encoded so by the store's connections (registerArrays in
// AfterConnect); a connection without it encodes them as any other named
// slice, through reflection, with the same result.
type (
	textArray     []string
	nullTextArray []*string // nil elements are NULL
	int8Array     []int64
	nullInt8Array []*int64 // nil elements are NULL
	int2Array     []int16
	boolArray     []bool
	byteaArray    [][]byte // nil elements are NULL
)

// binaryArray is an array type written by hand: its element type and its
// elements appended to a header.
type binaryArray interface {
	elemOID() uint32
	isNil() bool
	length() int
	hasNull() bool
	size() int // of the elements, their lengths included
	appendElems(buf []byte) []byte
}

func (a textArray) size() int {
	n := 4 * len(a)
	for _, v := range a {
		n += len(v)
	}
	return n
}

func (a nullTextArray) size() int {
	n := 4 * len(a)
	for _, v := range a {
		if v != nil {
			n += len(*v)
		}
	}
	return n
}

func (a byteaArray) size() int {
	n := 4 * len(a)
	for _, v := range a {
		n += len(v)
	}
	return n
}

func (a int8Array) size() int     { return 12 * len(a) }
func (a nullInt8Array) size() int { return 12 * len(a) }
func (a int2Array) size() int     { return 6 * len(a) }
func (a boolArray) size() int     { return 5 * len(a) }

func (a textArray) elemOID() uint32     { return pgtype.TextOID }
func (a nullTextArray) elemOID() uint32 { return pgtype.TextOID }
func (a int8Array) elemOID() uint32     { return pgtype.Int8OID }
func (a nullInt8Array) elemOID() uint32 { return pgtype.Int8OID }
func (a int2Array) elemOID() uint32     { return pgtype.Int2OID }
func (a boolArray) elemOID() uint32     { return pgtype.BoolOID }
func (a byteaArray) elemOID() uint32    { return pgtype.ByteaOID }

func (a textArray) isNil() bool     { return a == nil }
func (a nullTextArray) isNil() bool { return a == nil }
func (a int8Array) isNil() bool     { return a == nil }
func (a nullInt8Array) isNil() bool { return a == nil }
func (a int2Array) isNil() bool     { return a == nil }
func (a boolArray) isNil() bool     { return a == nil }
func (a byteaArray) isNil() bool    { return a == nil }

func (a textArray) length() int     { return len(a) }
func (a nullTextArray) length() int { return len(a) }
func (a int8Array) length() int     { return len(a) }
func (a nullInt8Array) length() int { return len(a) }
func (a int2Array) length() int     { return len(a) }
func (a boolArray) length() int     { return len(a) }
func (a byteaArray) length() int    { return len(a) }

func (textArray) hasNull() bool       { return false }
func (int8Array) hasNull() bool       { return false }
func (int2Array) hasNull() bool       { return false }
func (boolArray) hasNull() bool       { return false }
func (a nullTextArray) hasNull() bool { return anyNil(a) }
func (a nullInt8Array) hasNull() bool { return anyNil(a) }

// anyNil: some element of a pointer array is nil, a NULL.
func anyNil[T any](a []*T) bool {
	for _, v := range a {
		if v == nil {
			return true
		}
	}
	return false
}
func (a byteaArray) hasNull() bool {
	for _, v := range a {
		if v == nil {
			return true
		}
	}
	return false
}

func (a textArray) appendElems(buf []byte) []byte {
	for _, v := range a {
		buf = binary.BigEndian.AppendUint32(buf, uint32(len(v)))
		buf = append(buf, v...)
	}
	return buf
}

func (a nullTextArray) appendElems(buf []byte) []byte {
	for _, v := range a {
		if v == nil {
			buf = binary.BigEndian.AppendUint32(buf, 0xffffffff)
			continue
		}
		buf = binary.BigEndian.AppendUint32(buf, uint32(len(*v)))
		buf = append(buf, *v...)
	}
	return buf
}

func (a int8Array) appendElems(buf []byte) []byte {
	for _, v := range a {
		buf = binary.BigEndian.AppendUint32(buf, 8)
		buf = binary.BigEndian.AppendUint64(buf, uint64(v))
	}
	return buf
}

func (a nullInt8Array) appendElems(buf []byte) []byte {
	for _, v := range a {
		if v == nil {
			buf = binary.BigEndian.AppendUint32(buf, 0xffffffff)
			continue
		}
		buf = binary.BigEndian.AppendUint32(buf, 8)
		buf = binary.BigEndian.AppendUint64(buf, uint64(*v))
	}
	return buf
}

func (a int2Array) appendElems(buf []byte) []byte {
	for _, v := range a {
		buf = binary.BigEndian.AppendUint32(buf, 2)
		buf = binary.BigEndian.AppendUint16(buf, uint16(v))
	}
	return buf
}

func (a boolArray) appendElems(buf []byte) []byte {
	for _, v := range a {
		buf = binary.BigEndian.AppendUint32(buf, 1)
		if v {
			buf = append(buf, 1)
		} else {
			buf = append(buf, 0)
		}
	}
	return buf
}

func (a byteaArray) appendElems(buf []byte) []byte {
	for _, v := range a {
		if v == nil {
			buf = binary.BigEndian.AppendUint32(buf, 0xffffffff)
			continue
		}
		buf = binary.BigEndian.AppendUint32(buf, uint32(len(v)))
		buf = append(buf, v...)
	}
	return buf
}

// arrayCodec is pgx's codec of an array type, with the binary encoding of
// the binaryArray of its element type added; everything else (decoding,
// other Go types, the text format) is pgx's.
type arrayCodec struct {
	*pgtype.ArrayCodec
	elem uint32
}

func (c arrayCodec) PlanEncode(m *pgtype.Map, oid uint32, format int16, value any) pgtype.EncodePlan {
	if a, ok := value.(binaryArray); ok && format == pgtype.BinaryFormatCode && a.elemOID() == c.elem {
		return binaryArrayPlan{}
	}
	return c.ArrayCodec.PlanEncode(m, oid, format, value)
}

type binaryArrayPlan struct{}

func (binaryArrayPlan) Encode(value any, buf []byte) ([]byte, error) {
	a := value.(binaryArray)
	if a.isNil() {
		return nil, nil
	}
	// One growth of the message buffer for the whole array.
	buf = slices.Grow(buf, 20+a.size())
	buf = binary.BigEndian.AppendUint32(buf, 1) // dimensions
	if a.hasNull() {
		buf = binary.BigEndian.AppendUint32(buf, 1)
	} else {
		buf = binary.BigEndian.AppendUint32(buf, 0)
	}
	buf = binary.BigEndian.AppendUint32(buf, a.elemOID())
	buf = binary.BigEndian.AppendUint32(buf, uint32(a.length()))
	buf = binary.BigEndian.AppendUint32(buf, 1) // lower bound
	return a.appendElems(buf), nil
}

// arrayOIDs are the array types binaryArray covers, by element type.
var arrayOIDs = map[uint32]uint32{
	pgtype.TextOID:  pgtype.TextArrayOID,
	pgtype.Int8OID:  pgtype.Int8ArrayOID,
	pgtype.Int2OID:  pgtype.Int2ArrayOID,
	pgtype.BoolOID:  pgtype.BoolArrayOID,
	pgtype.ByteaOID: pgtype.ByteaArrayOID,
}

// registerArrays gives m's array types the binaryArray encodings.
func registerArrays(m *pgtype.Map) {
	for elem, oid := range arrayOIDs {
		t, ok := m.TypeForOID(oid)
		if !ok {
			continue
		}
		ac, ok := t.Codec.(*pgtype.ArrayCodec)
		if !ok {
			continue
		}
		m.RegisterType(&pgtype.Type{Name: t.Name, OID: oid, Codec: arrayCodec{ArrayCodec: ac, elem: elem}})
	}
}

// afterConnect prepares a new connection of the store's pool.
func afterConnect(_ context.Context, c *pgx.Conn) error {
	registerArrays(c.TypeMap())
	return nil
}
