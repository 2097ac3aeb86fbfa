/* graph.h - directed graphs in compressed form.
 *
 * Owns: the Graph record shared by the control-flow stage (cfg, which
 * builds graphs) and the model checker (ctl, which walks them), so that
 * neither depends on the other.  Nodes are 0..n-1; the successors of node
 * i are succ[succ_start[i] .. succ_start[i+1]-1], likewise predecessors.
 * A builder may also give the same graph without its back edges (which
 * edges those are is the builder's notion: for control flow, the edges
 * from inside a loop back to its head), in the same form (fsucc, fpred);
 * when it does not, those arrays are NULL and stand for every edge.
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
	uint32_t *fsucc_start; /* without back edges: n + 1 entries, or NULL */
	uint32_t *fsucc;
	uint32_t *fpred_start;
	uint32_t *fpred;
} Graph;

#endif
