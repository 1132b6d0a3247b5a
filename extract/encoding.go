package extract

import (
	"bytes"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/korean"
	utf16 "golang.org/x/text/encoding/unicode"
)

// Encodings a notes file may arrive in besides UTF-8.
const (
	EncodingUTF8    = "utf-8"
	EncodingUTF16LE = "utf-16le"
	EncodingUTF16BE = "utf-16be"
	EncodingCP949   = "cp949"
)

// Text turns a notes file's bytes into the text every reader works on:
// decoded to UTF-8 (see Decode), validated (ValidateNotes) and with classic
// Mac line ends made newlines (LineEnds). name names the input in errors.
func Text(name string, raw []byte) ([]byte, error) {
	b, _ := Decode(raw)
	if err := ValidateNotes(name, b); err != nil {
		return nil, err
	}
	return LineEnds(b), nil
}

// Decode returns raw as UTF-8 and the encoding it was read in. Windows
// tools still save notes as UTF-16 with a byte-order mark (Notepad's
// "Unicode") or, for Korean teams, as CP949 (EUC-KR with the Unified Hangul
// Code extension, what Korean Windows calls ANSI); refusing those files
// loses a meeting for no reason a user can see. CP949 is taken only when
// the whole file decodes without a replacement and its non-ASCII text is
// mostly Hangul, so a Latin-1 or broken file is still refused by
// ValidateNotes, unchanged. Anything else is returned as it is.
func Decode(raw []byte) ([]byte, string) {
	switch {
	case bytes.HasPrefix(raw, []byte{0xFF, 0xFE}):
		if b, ok := decodeAll(utf16.UTF16(utf16.LittleEndian, utf16.ExpectBOM), raw); ok {
			return b, EncodingUTF16LE
		}
	case bytes.HasPrefix(raw, []byte{0xFE, 0xFF}):
		if b, ok := decodeAll(utf16.UTF16(utf16.BigEndian, utf16.ExpectBOM), raw); ok {
			return b, EncodingUTF16BE
		}
	case !utf8.Valid(raw) && bytes.IndexByte(raw, 0) < 0:
		if b, ok := decodeAll(korean.EUCKR, raw); ok && mostlyHangul(b) && mostlyKSX1001(raw) {
			return b, EncodingCP949
		}
	}
	return raw, EncodingUTF8
}

// decodeAll decodes raw with e; false when any byte did not decode (the
// decoders write U+FFFD for those rather than fail).
func decodeAll(e encoding.Encoding, raw []byte) ([]byte, bool) {
	b, err := e.NewDecoder().Bytes(raw)
	if err != nil || !utf8.Valid(b) || bytes.ContainsRune(b, utf8.RuneError) {
		return nil, false
	}
	return b, true
}

// mostlyHangul: a few Hangul syllables, and at least two of every three
// non-ASCII letters Hangul. CP949 also maps Hanja, symbols and Japanese
// kana, which a Korean file uses sparingly; a file of another legacy
// encoding that happens to decode is mostly those, and a UTF-8 file with a
// stray byte decodes to one odd syllable, not a few.
func mostlyHangul(b []byte) bool {
	hangul, other := 0, 0
	for _, r := range string(b) {
		switch {
		case r < utf8.RuneSelf:
		case unicode.Is(unicode.Hangul, r):
			hangul++
		default:
			other++
		}
	}
	return hangul >= 4 && hangul >= 2*other
}

// mostlyKSX1001: at least four of every five double-byte characters come
// from KS X 1001 (EUC-KR proper: both bytes 0xA1–0xFE), where the 2,350
// Hangul syllables of everyday Korean live. CP949's extension holds the
// rare syllables; Shift-JIS or GBK text that happens to decode lands there.
func mostlyKSX1001(raw []byte) bool {
	common, ext := 0, 0
	for i := 0; i < len(raw); i++ {
		if raw[i] < 0x80 {
			continue
		}
		if i+1 < len(raw) && raw[i] >= 0xA1 && raw[i+1] >= 0xA1 {
			common++
		} else {
			ext++
		}
		i++
	}
	return common >= 4*ext
}
