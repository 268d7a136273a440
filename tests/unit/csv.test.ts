import { describe, expect, it } from "vitest";
import { parseCsv } from "~/modules/education/imports/read-spreadsheet.server";

describe("parseCsv (RFC 4180)", () => {
  it("reads plain, quoted and empty cells, CRLF and LF", () => {
    expect(parseCsv("a,b,c\r\n1,,3\n", ",")).toEqual([["a", "b", "c"], ["1", "", "3"], [""]]);
  });
  it("keeps separators, doubled quotes and line breaks inside quotes", () => {
    expect(parseCsv('name,notes\n"Núñez, Zoë","said ""hi""\nthen left"\n', ",")).toEqual([["name", "notes"], ["Núñez, Zoë", 'said "hi"\nthen left'], [""]]);
  });
  it("reads other separators, a last row without a line break and an unterminated quote to the end", () => {
    expect(parseCsv("a;b\n1;2", ";")).toEqual([["a", "b"], ["1", "2"]]);
    expect(parseCsv('a,"b\nc', ",")).toEqual([["a", "b\nc"]]);
    expect(parseCsv("a\tb,c\n", "\t")).toEqual([["a", "b,c"], [""]]);
  });
  it("keeps formulas as text (a .csv has no formulas to run)", () => {
    expect(parseCsv('=1+1,"=HYPERLINK(""x"")"', ",")).toEqual([["=1+1", '=HYPERLINK("x")']]);
  });
});
