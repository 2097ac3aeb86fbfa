/* ctltest.h - helpers shared by the model checker's unit tests:
 * graphs from edge lists, node-set predicates, value callbacks and
 * assertions.  Only the C tests under tests/ctl include it.
 */
#ifndef LADYBUG_CTLTEST_H
#define LADYBUG_CTLTEST_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/arena.h"
#include "flow/ctl.h"
#include "flow/graph.h"

static int t_failures __attribute__((unused));

#define CHECK(cond)                                                           \
	do {                                                                  \
		if (!(cond)) {                                                \
			fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, \
			        __LINE__, #cond);                             \
			t_failures++;                                         \
		}                                                             \
	} while (0)

/* A graph of n nodes from `ne` edges (from, to), in CSR form. */
static __attribute__((unused)) Graph *t_graph(uint32_t n, const uint32_t (*e)[2], size_t ne)
{
	Graph *g = xcalloc(1, sizeof *g);
	g->n = n;
	g->succ_start = xcalloc(n + 1, sizeof(uint32_t));
	g->pred_start = xcalloc(n + 1, sizeof(uint32_t));
	g->succ = xmalloc((ne ? ne : 1) * sizeof(uint32_t));
	g->pred = xmalloc((ne ? ne : 1) * sizeof(uint32_t));
	for (size_t i = 0; i < ne; i++) {
		g->succ_start[e[i][0] + 1]++;
		g->pred_start[e[i][1] + 1]++;
	}
	for (uint32_t i = 0; i < n; i++) {
		g->succ_start[i + 1] += g->succ_start[i];
		g->pred_start[i + 1] += g->pred_start[i];
	}
	uint32_t *fs = xcalloc(n + 1, sizeof(uint32_t)), *fp = xcalloc(n + 1, sizeof(uint32_t));
	for (size_t i = 0; i < ne; i++) {
		uint32_t a = e[i][0], b = e[i][1];
		g->succ[g->succ_start[a] + fs[a]++] = b;
		g->pred[g->pred_start[b] + fp[b]++] = a;
	}
	xfree(fs);
	xfree(fp);
	return g;
}

static __attribute__((unused)) void t_graph_free(Graph *g)
{
	xfree(g->succ_start);
	xfree(g->pred_start);
	xfree(g->succ);
	xfree(g->pred);
	xfree(g);
}

static int t_eq(void *ctx, CtlVal a, CtlVal b)
{
	(void)ctx;
	return a == b;
}

static uint64_t t_hash(void *ctx, CtlVal v)
{
	(void)ctx;
	return v * 0x9e3779b97f4a7c15ULL;
}

static const CtlValueOps t_ops = { t_eq, t_hash, NULL };

/* The set of nodes of a result, as a bit mask (graphs of <= 64 nodes). */
static __attribute__((unused)) uint64_t t_nodes(CtlResult r)
{
	uint64_t m = 0;
	for (uint32_t i = 0; i < r.n; i++)
		m |= (uint64_t)1 << r.t[i].node;
	return m;
}

#define BIT(i) ((uint64_t)1 << (i))

#endif
