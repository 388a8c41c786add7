#include "passes/host/python_repr.h"

#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstring>

namespace rtfarm::host {
namespace {

// Python's str.isprintable() for the code points that matter in practice: controls,
// format characters, separators other than ' ', surrogates, private use, noncharacters.
// (Unassigned code points would need the Unicode database; they pass through.)
bool IsPrintable(uint32_t cp) {
  if (cp < 0x20 || cp == 0x7f) return false;
  if (cp < 0x7f) return true;
  if (cp <= 0xa0 || cp == 0xad) return false;
  if ((cp >= 0x600 && cp <= 0x605) || cp == 0x61c || cp == 0x6dd || cp == 0x70f || cp == 0x8e2 ||
      cp == 0x180e || cp == 0x1680) {
    return false;
  }
  if ((cp >= 0x2000 && cp <= 0x200f) || (cp >= 0x2028 && cp <= 0x202f) ||
      (cp >= 0x205f && cp <= 0x2064) || (cp >= 0x2066 && cp <= 0x206f) || cp == 0x3000) {
    return false;
  }
  if (cp >= 0xd800 && cp <= 0xf8ff) return false;  // surrogates, private use
  if (cp == 0xfeff || (cp >= 0xfff9 && cp <= 0xfffb)) return false;
  if ((cp & 0xfffe) == 0xfffe) return false;  // U+xxFFFE, U+xxFFFF
  if (cp >= 0xfdd0 && cp <= 0xfdef) return false;
  if (cp == 0x110bd || cp == 0x110cd || (cp >= 0x13430 && cp <= 0x13438)) return false;
  if ((cp >= 0x1bca0 && cp <= 0x1bca3) || (cp >= 0x1d173 && cp <= 0x1d17a)) return false;
  if (cp == 0xe0001 || (cp >= 0xe0020 && cp <= 0xe007f)) return false;
  if (cp >= 0xf0000) return false;  // supplementary private use
  return true;
}

void AppendHex(std::string* out, const char* prefix, uint32_t value, int width) {
  static const char kDigits[] = "0123456789abcdef";
  *out += prefix;
  for (int shift = (width - 1) * 4; shift >= 0; shift -= 4) *out += kDigits[(value >> shift) & 15];
}

char ChooseQuote(const std::string& text) {
  bool single = text.find('\'') != std::string::npos;
  bool dbl = text.find('"') != std::string::npos;
  return single && !dbl ? '"' : '\'';
}

}  // namespace

// Decodes one UTF-8 sequence (surrogates accepted, as surrogatepass writes them).
// Returns the number of bytes used, 0 when the bytes are not UTF-8.
size_t DecodeUtf8(const std::string& s, size_t i, uint32_t* cp) {
  auto byte = [&](size_t k) { return static_cast<unsigned char>(s[k]); };
  unsigned char lead = byte(i);
  size_t length = lead < 0x80         ? 1
                  : (lead >> 5) == 6  ? 2
                  : (lead >> 4) == 14 ? 3
                  : (lead >> 3) == 30 ? 4
                                      : 0;
  if (length == 0 || i + length > s.size()) return 0;
  uint32_t value = length == 1 ? lead : lead & (0x7f >> length);
  for (size_t k = 1; k < length; ++k) {
    if ((byte(i + k) & 0xc0) != 0x80) return 0;
    value = (value << 6) | (byte(i + k) & 0x3f);
  }
  static const uint32_t kMin[] = {0, 0, 0x80, 0x800, 0x10000};
  if (value < kMin[length] || value > 0x10ffff) return 0;
  *cp = value;
  return length;
}

std::string FloatRepr(double value) {
  if (std::isnan(value)) return "nan";
  if (std::isinf(value)) return value < 0 ? "-inf" : "inf";
  char buffer[64];
  auto [end, error] =
      std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::scientific);
  if (error != std::errc()) return "nan";
  std::string sci(buffer, end);  // shortest round trip: "-1.2345e+02", "0e+00"
  size_t e_pos = sci.find('e');
  int exponent = std::atoi(sci.c_str() + e_pos + 1);
  // Python switches to the exponent form when the decimal exponent is < -4 or >= 16.
  if (exponent < -4 || exponent >= 16) return sci;
  std::string sign;
  std::string mantissa = sci.substr(0, e_pos);
  if (!mantissa.empty() && mantissa[0] == '-') {
    sign = "-";
    mantissa.erase(0, 1);
  }
  std::string digits;
  for (char c : mantissa) {
    if (c != '.') digits += c;
  }
  std::string int_part, frac_part;
  if (exponent >= 0) {
    size_t int_len = static_cast<size_t>(exponent) + 1;
    if (digits.size() <= int_len) {
      int_part = digits + std::string(int_len - digits.size(), '0');
      frac_part = "0";
    } else {
      int_part = digits.substr(0, int_len);
      frac_part = digits.substr(int_len);
    }
  } else {
    int_part = "0";
    frac_part = std::string(static_cast<size_t>(-exponent - 1), '0') + digits;
  }
  return sign + int_part + "." + frac_part;
}

std::string StrRepr(const std::string& utf8) {
  char quote = ChooseQuote(utf8);
  std::string out(1, quote);
  for (size_t i = 0; i < utf8.size();) {
    uint32_t cp = 0;
    size_t length = DecodeUtf8(utf8, i, &cp);
    if (length == 0) {  // not UTF-8 (never from Python): show the byte
      AppendHex(&out, "\\x", static_cast<unsigned char>(utf8[i]), 2);
      ++i;
      continue;
    }
    if (cp == static_cast<uint32_t>(quote) || cp == '\\') {
      out += '\\';
      out += static_cast<char>(cp);
    } else if (cp == '\t') {
      out += "\\t";
    } else if (cp == '\n') {
      out += "\\n";
    } else if (cp == '\r') {
      out += "\\r";
    } else if (IsPrintable(cp)) {
      out.append(utf8, i, length);
    } else if (cp < 0x100) {
      AppendHex(&out, "\\x", cp, 2);
    } else if (cp < 0x10000) {
      AppendHex(&out, "\\u", cp, 4);
    } else {
      AppendHex(&out, "\\U", cp, 8);
    }
    i += length;
  }
  out += quote;
  return out;
}

std::string BytesRepr(const std::string& raw) {
  char quote = ChooseQuote(raw);
  std::string out = "b";
  out += quote;
  for (unsigned char c : raw) {
    if (c == quote || c == '\\') {
      out += '\\';
      out += static_cast<char>(c);
    } else if (c == '\t') {
      out += "\\t";
    } else if (c == '\n') {
      out += "\\n";
    } else if (c == '\r') {
      out += "\\r";
    } else if (c < 0x20 || c >= 0x7f) {
      AppendHex(&out, "\\x", c, 2);
    } else {
      out += static_cast<char>(c);
    }
  }
  out += quote;
  return out;
}

std::string PythonRepr(const HostObject* object) {
  if (object == nullptr) return "<null>";
  switch (object->kind()) {
    case HostKind::kNone:
      return "None";
    case HostKind::kBool:
      return object->bool_value() ? "True" : "False";
    case HostKind::kInt:
      return std::to_string(object->int_value());
    case HostKind::kBigInt:
      return object->text();
    case HostKind::kFloat:
      return FloatRepr(object->float_value());
    case HostKind::kStr:
      return StrRepr(object->text());
    case HostKind::kBytes:
      return BytesRepr(object->text());
    case HostKind::kEllipsis:
      return "Ellipsis";
    case HostKind::kTuple: {
      std::string out = "(";
      const auto& items = object->items();
      for (size_t i = 0; i < items.size(); ++i) {
        if (i > 0) out += ", ";
        out += PythonRepr(items[i]);
      }
      if (items.size() == 1) out += ",";
      return out + ")";
    }
    default:
      return std::string("<") + HostKindName(object->kind()) + " " + object->key() + ">";
  }
}

}  // namespace rtfarm::host
