/*
 * vd-verilog-parse [IN [OUT]]: reads Verilog (from IN, else standard input) and writes its syntax
 * tree, as parsed by tree-sitter-verilog, as JSON (to OUT, else standard output). It is the converter's parser (issue 12) and
 * runs inside the jail like every other tool that reads a user's code: a C parser over untrusted
 * text belongs there, not in the worker's own process.
 *
 * A node is [type, named, field, start_byte, end_byte, row, children...]: type is the grammar's
 * node name (or the token itself for an anonymous node such as "+"), named is 1 or 0, field the
 * field name under the parent or null, bytes index the input, row counts from 1. A parse with
 * errors still prints its tree; ERROR and MISSING nodes mark where.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <tree_sitter/api.h>

const TSLanguage *tree_sitter_verilog(void);

/* Why 4 MiB: the converter's whole request is far smaller; a bigger input is not Verilog we convert. */
#define MAX_INPUT (4u << 20)
/* Why 4000: the tree is written recursively; real designs nest a few dozen levels, and a deeper
 * input (a pathological one) would otherwise overflow the stack. Exit 4 says so. */
#define MAX_DEPTH 4000

/* Why 5 s: files of 10 000 lines parse in tens of ms; the jail's CPU limit stops anything worse anyway. */
#define PARSE_TIMEOUT_MICROS 5000000u

static void put_json_string(const char *s) {
  putchar('"');
  for (; *s; s++) {
    unsigned char c = (unsigned char)*s;
    if (c == '"' || c == '\\') printf("\\%c", c);
    else if (c < 0x20) printf("\\u%04x", c);
    else putchar(c);
  }
  putchar('"');
}

static void put_node(TSTreeCursor *cursor, unsigned depth) {
  if (depth > MAX_DEPTH) {
    fputs("nesting too deep\n", stderr);
    exit(4);
  }
  TSNode node = ts_tree_cursor_current_node(cursor);
  const char *field = ts_tree_cursor_current_field_name(cursor);
  putchar('[');
  put_json_string(ts_node_is_missing(node) ? "MISSING" : ts_node_type(node));
  printf(",%d,", ts_node_is_named(node) ? 1 : 0);
  if (field) put_json_string(field);
  else fputs("null", stdout);
  printf(",%u,%u,%u", ts_node_start_byte(node), ts_node_end_byte(node), ts_node_start_point(node).row + 1);
  if (ts_tree_cursor_goto_first_child(cursor)) {
    do {
      putchar(',');
      put_node(cursor, depth + 1);
    } while (ts_tree_cursor_goto_next_sibling(cursor));
    ts_tree_cursor_goto_parent(cursor);
  }
  putchar(']');
}

int main(int argc, char **argv) {
  if (argc > 1 && !freopen(argv[1], "rb", stdin)) {
    perror(argv[1]);
    return 2;
  }
  if (argc > 2 && !freopen(argv[2], "wb", stdout)) {
    perror(argv[2]);
    return 2;
  }
  char *text = malloc(MAX_INPUT + 1);
  if (!text) return 2;
  size_t length = fread(text, 1, MAX_INPUT + 1, stdin);
  if (length > MAX_INPUT) {
    fputs("input too large\n", stderr);
    return 2;
  }
  TSParser *parser = ts_parser_new();
  if (!ts_parser_set_language(parser, tree_sitter_verilog())) {
    fputs("language version mismatch\n", stderr);
    return 2;
  }
  ts_parser_set_timeout_micros(parser, PARSE_TIMEOUT_MICROS);
  TSTree *tree = ts_parser_parse_string(parser, NULL, text, (uint32_t)length);
  if (!tree) {
    fputs("parse timed out\n", stderr);
    return 3;
  }
  TSTreeCursor cursor = ts_tree_cursor_new(ts_tree_root_node(tree));
  put_node(&cursor, 0);
  putchar('\n');
  return 0;
}
