package postgres

import (
	"bytes"
	"testing"

	"github.com/jackc/pgx/v5/pgtype"
)

// Each hand-written array encodes to the bytes pgx writes for the same
// slice (NULL elements, an empty and a nil array included), and without an
// allocation a value.
func TestBinaryArraysAsPgx(t *testing.T) {
	s, e := "민서", ""
	n1, n2 := int64(-7), int64(1<<40)
	cases := []struct {
		oid       uint32
		plain     any
		ours      any
		allocFree bool
	}{
		{pgtype.TextArrayOID, []string{"a", "", "공급사"}, textArray{"a", "", "공급사"}, true},
		{pgtype.TextArrayOID, []string{}, textArray{}, true},
		{pgtype.TextArrayOID, []string(nil), textArray(nil), true},
		{pgtype.TextArrayOID, []*string{&s, nil, &e}, nullTextArray{&s, nil, &e}, true},
		{pgtype.TextArrayOID, []*string{&s}, nullTextArray{&s}, true},
		{pgtype.Int8ArrayOID, []int64{0, -1, 1 << 62}, int8Array{0, -1, 1 << 62}, true},
		{pgtype.Int8ArrayOID, []*int64{nil, &n1, &n2}, nullInt8Array{nil, &n1, &n2}, true},
		{pgtype.Int2ArrayOID, []int16{0, 4, -2}, int2Array{0, 4, -2}, true},
		{pgtype.BoolArrayOID, []bool{true, false}, boolArray{true, false}, true},
		{pgtype.ByteaArrayOID, [][]byte{{1, 2}, nil, {}}, byteaArray{{1, 2}, nil, {}}, true},
		{pgtype.ByteaArrayOID, [][]byte{{0xff}}, byteaArray{{0xff}}, true},
	}
	plain, ours := pgtype.NewMap(), pgtype.NewMap()
	registerArrays(ours)
	for i, c := range cases {
		want, err := plain.Encode(c.oid, pgtype.BinaryFormatCode, c.plain, nil)
		if err != nil {
			t.Fatal(err)
		}
		got, err := ours.Encode(c.oid, pgtype.BinaryFormatCode, c.ours, nil)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) || (got == nil) != (want == nil) {
			t.Errorf("case %d: %v encodes as\n%x\nwant (pgx, %T)\n%x", i, c.ours, got, c.plain, want)
		}
		// Without registerArrays (another connection) the same bytes, by reflection.
		if other, err := plain.Encode(c.oid, pgtype.BinaryFormatCode, c.ours, nil); err != nil || !bytes.Equal(other, want) {
			t.Errorf("case %d unregistered: %x, %v", i, other, err)
		}
		buf := make([]byte, 0, 256)
		if allocs := testing.AllocsPerRun(10, func() { _, _ = ours.Encode(c.oid, pgtype.BinaryFormatCode, c.ours, buf[:0]) }); allocs > 0 {
			t.Errorf("case %d: %.0f allocations", i, allocs)
		}
	}
	// Decoding is pgx's.
	var back []string
	enc, _ := ours.Encode(pgtype.TextArrayOID, pgtype.BinaryFormatCode, textArray{"x", "y"}, nil)
	if err := ours.Scan(pgtype.TextArrayOID, pgtype.BinaryFormatCode, enc, &back); err != nil || len(back) != 2 || back[1] != "y" {
		t.Errorf("scan back: %v %v", back, err)
	}
}

// The hot statements are built once per variant: a call returns the text
// the builder gives, without building it again.
func TestHotStatementsBuiltOnce(t *testing.T) {
	for _, tb := range []table{execTable, outboxTable} {
		for _, a := range []bool{false, true} {
			for _, b := range []bool{false, true} {
				if got, want := completeQuery(tb, a, b), buildCompleteQuery(tb, a, b); got != want {
					t.Errorf("completeQuery(%s, %v, %v) is not the built statement", tb.name, a, b)
				}
				if got, want := fairClaimQuery(tb, a, b), buildFairClaimQuery(tb, a, b); got != want {
					t.Errorf("fairClaimQuery(%s, %v, %v) is not the built statement", tb.name, a, b)
				}
				if n := testing.AllocsPerRun(10, func() { _, _ = completeQuery(tb, a, b), fairClaimQuery(tb, a, b) }); n != 0 {
					t.Errorf("%s, %v, %v: %.0f allocations a call", tb.name, a, b, n)
				}
			}
		}
	}
}
