/* ast.c - syntax tree constructors and dump; see ast.h. */
#include "ast.h"

#include <string.h>

Node *ast_new(Arena *a, NodeKind kind, uint32_t first, uint32_t last)
{
	Node *n = arena_alloc(a, sizeof *n);
	n->kind = (uint16_t)kind;
	n->first = first;
	n->last = last;
	return n;
}

Node *ast_new_kids(Arena *a, NodeKind kind, uint32_t first, uint32_t last,
		   uint32_t n, Node *const *kids)
{
	Node *node = ast_new(a, kind, first, last);
	node->n = n;
	node->kid = (Node **)arena_ptrdup(a, (void *const *)kids, n);
	return node;
}
