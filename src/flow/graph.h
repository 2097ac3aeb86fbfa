/* graph.h - directed graphs in compressed form.
 *
 * Owns: the Graph record shared by the control-flow stage (cfg, which
 * builds graphs) and the model checker (ctl, which walks them), so that
 * neither depends on the other.  Nodes are 0..n-1; the successors of node
 * i are succ[succ_start[i] .. succ_start[i+1]-1], likewise predecessors.
 * Anyone may include this header.
 */
#ifndef LADYBUG_GRAPH_H
#define LADYBUG_GRAPH_H

#include <stdint.h>

typedef struct Graph {
	uint32_t n;            /* number of nodes */
	uint32_t *succ_start;  /* n + 1 entries */
	uint32_t *succ;
	uint32_t *pred_start;  /* n + 1 entries */
	uint32_t *pred;
} Graph;

#endif
