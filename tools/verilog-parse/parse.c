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

static const char *source;
static TSParser *snippet_parser;

static uint32_t put_node(TSTreeCursor *cursor, unsigned depth, long byte_shift, long row_shift);

/* The header of one node: [type, named, field, start, end, row — the children follow. */
static void put_span(TSNode node, const char *type, const char *field, long start, long end, long row) {
  putchar('[');
  put_json_string(type);
  printf(",%d,", ts_node_is_named(node) ? 1 : 0);
  if (field) put_json_string(field);
  else fputs("null", stdout);
  printf(",%ld,%ld,%ld", start, end, row);
}

static void put_header(TSNode node, const char *type, const char *field, long byte_shift, long row_shift) {
  put_span(node, type, field, (long)ts_node_start_byte(node) + byte_shift, (long)ts_node_end_byte(node) + byte_shift,
           (long)ts_node_start_point(node).row + 1 + row_shift);
}

/*
 * tree-sitter-verilog cannot read a blocking assignment to a select, `mem[i] = 0;` (it takes the
 * target for an SV clocking drive and then fails at `=`): it leaves ERROR(clockvar_expression, "=",
 * …); and `q <= {…};` after `else` arrives as ERROR(variable_lvalue, "<=", …). The right-hand side is parsed again on its own, as `assign x = <text>;`, and the pair written
 * as one `repaired_assignment` node with the offsets of the original text. Returns 0 when the
 * ERROR is not of that shape or the right-hand side does not parse cleanly either.
 */
static uint32_t put_repaired(TSTreeCursor *cursor, unsigned depth) {
  TSNode error = ts_tree_cursor_current_node(cursor);
  if (ts_node_child_count(error) < 3) return 0;
  TSNode target = ts_node_child(error, 0), equals = ts_node_child(error, 1);
  /* `x <= {…};` under an `else` is misread the same way (the concatenation taken for a cast's type):
   * ERROR(variable_lvalue, "<=", …). Written as `repaired_nonblocking`. */
  const char *target_type = ts_node_type(target), *operator = ts_node_type(equals);
  int blocking = strcmp(operator, "=") == 0;
  if (strcmp(target_type, "clockvar_expression") != 0 && strcmp(target_type, "variable_lvalue") != 0) return 0;
  if (!blocking && strcmp(operator, "<=") != 0) return 0;
  /* The right-hand side runs to the statement's `;`, which the ERROR may stop short of (the rest then
   * follows as its siblings, skipped by the caller) or take in. */
  uint32_t rhs_start = ts_node_end_byte(equals), rhs_end = rhs_start;
  while (source[rhs_end] && source[rhs_end] != ';' && source[rhs_end] != '"') rhs_end++;
  if (source[rhs_end] != ';') return 0;
  uint32_t statement_end = rhs_end + 1;
  while (rhs_start < rhs_end && strchr(" \t\r\n", source[rhs_start])) rhs_start++;
  while (rhs_end > rhs_start && strchr(" \t\r\n", source[rhs_end - 1])) rhs_end--;
  static const char prefix[] = "module vd_m; assign vd_x = ";
  static const char suffix[] = "; endmodule\n";
  size_t length = (sizeof prefix - 1) + (rhs_end - rhs_start) + (sizeof suffix - 1);
  char *snippet = malloc(length + 1);
  if (!snippet) return 0;
  memcpy(snippet, prefix, sizeof prefix - 1);
  memcpy(snippet + sizeof prefix - 1, source + rhs_start, rhs_end - rhs_start);
  memcpy(snippet + sizeof prefix - 1 + (rhs_end - rhs_start), suffix, sizeof suffix);
  TSTree *tree = ts_parser_parse_string(snippet_parser, NULL, snippet, (uint32_t)length);
  uint32_t done = 0;
  if (tree) {
    /* source_file > module_declaration > … > net_assignment: its named child after "=" is the expression. */
    TSNode node = ts_tree_root_node(tree), expression = {0};
    for (int guard = 0; guard < 16 && !ts_node_is_null(node) && strcmp(ts_node_type(node), "net_assignment") != 0; guard++) {
      TSNode next = {0};
      for (uint32_t k = 0; k < ts_node_named_child_count(node); k++) {
        TSNode c = ts_node_named_child(node, k);
        const char *t = ts_node_type(c);
        if (!strcmp(t, "module_declaration") || !strcmp(t, "module_or_generate_item") || !strcmp(t, "continuous_assign") ||
            !strcmp(t, "list_of_net_assignments") || !strcmp(t, "net_assignment")) {
          next = c;
          break;
        }
      }
      node = next;
    }
    if (!ts_node_is_null(node) && ts_node_named_child_count(node) == 2) expression = ts_node_named_child(node, 1);
    if (!ts_node_is_null(expression) && !ts_node_has_error(expression) && ts_node_start_byte(expression) == sizeof prefix - 1 &&
        ts_node_end_byte(expression) == sizeof prefix - 1 + (rhs_end - rhs_start)) {
      put_span(error, blocking ? "repaired_assignment" : "repaired_nonblocking", ts_tree_cursor_current_field_name(cursor), ts_node_start_byte(error), statement_end,
               ts_node_start_point(error).row + 1);
      putchar(',');
      ts_tree_cursor_goto_first_child(cursor);
      put_node(cursor, depth + 1, 0, 0);
      putchar(',');
      ts_tree_cursor_goto_next_sibling(cursor);
      put_node(cursor, depth + 1, 0, 0);
      ts_tree_cursor_goto_parent(cursor);
      putchar(',');
      TSTreeCursor inner = ts_tree_cursor_new(expression);
      put_node(&inner, depth + 1, (long)rhs_start - (long)(sizeof prefix - 1), (long)ts_node_end_point(equals).row);
      ts_tree_cursor_delete(&inner);
      putchar(']');
      done = statement_end;
    }
    ts_tree_delete(tree);
  }
  free(snippet);
  /* A concatenation the grammar cannot read as an expression anywhere (`{q[6:0], ~q[7]}`: it takes it
   * for a cast's type, then misses the `'`) is still all there, as the cast type's constant primary,
   * with the operators of an expression: written as the right-hand side when it spans the whole of it. */
  TSNode cast = ts_node_child(error, 2);
  if (!done && ts_node_child_count(error) == 3 && !strcmp(ts_node_type(cast), "casting_type") && !ts_node_has_error(cast) &&
      ts_node_named_child_count(cast) == 1 && ts_node_child_count(cast) == 1 && ts_node_start_byte(cast) == rhs_start &&
      ts_node_end_byte(cast) == rhs_end && !strcmp(ts_node_type(ts_node_named_child(cast, 0)), "constant_primary") &&
      !strcmp(ts_node_type(ts_node_named_child(ts_node_named_child(cast, 0), 0)), "constant_concatenation")) {
    put_span(error, blocking ? "repaired_assignment" : "repaired_nonblocking", ts_tree_cursor_current_field_name(cursor),
             ts_node_start_byte(error), statement_end, ts_node_start_point(error).row + 1);
    ts_tree_cursor_goto_first_child(cursor);
    putchar(',');
    put_node(cursor, depth + 1, 0, 0);
    ts_tree_cursor_goto_next_sibling(cursor);
    putchar(',');
    put_node(cursor, depth + 1, 0, 0);
    ts_tree_cursor_goto_next_sibling(cursor);
    ts_tree_cursor_goto_first_child(cursor);
    putchar(',');
    put_node(cursor, depth + 1, 0, 0);
    ts_tree_cursor_goto_parent(cursor);
    ts_tree_cursor_goto_parent(cursor);
    putchar(']');
    done = statement_end;
  }
  return done;
}

/* Writes the node under the cursor; returns the end of the text it took in when that is more than
 * the node (a repaired assignment), so the caller skips the siblings inside it. */
static uint32_t put_node(TSTreeCursor *cursor, unsigned depth, long byte_shift, long row_shift) {
  if (depth > MAX_DEPTH) {
    fputs("nesting too deep\n", stderr);
    exit(4);
  }
  TSNode node = ts_tree_cursor_current_node(cursor);
  if (byte_shift == 0 && row_shift == 0 && ts_node_is_error(node)) {
    uint32_t end = put_repaired(cursor, depth);
    if (end) return end;
  }
  const char *field = ts_tree_cursor_current_field_name(cursor);
  put_header(node, ts_node_is_missing(node) ? "MISSING" : ts_node_type(node), field, byte_shift, row_shift);
  if (ts_tree_cursor_goto_first_child(cursor)) {
    uint32_t skip_until = 0;
    do {
      if (ts_node_start_byte(ts_tree_cursor_current_node(cursor)) < skip_until) continue;
      putchar(',');
      skip_until = put_node(cursor, depth + 1, byte_shift, row_shift);
    } while (ts_tree_cursor_goto_next_sibling(cursor));
    ts_tree_cursor_goto_parent(cursor);
  }
  putchar(']');
  return 0;
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
  text[length] = '\0';
  source = text;
  TSParser *parser = ts_parser_new();
  snippet_parser = ts_parser_new();
  ts_parser_set_language(snippet_parser, tree_sitter_verilog());
  ts_parser_set_timeout_micros(snippet_parser, PARSE_TIMEOUT_MICROS);
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
  put_node(&cursor, 0, 0, 0);
  putchar('\n');
  return 0;
}
