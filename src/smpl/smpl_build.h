/* smpl_build.h - the builder of the SmPL front end: what the grammar calls.
 *
 * Owns: the sp_* functions that the actions of grammar/smpl.y call, one
 * call per action, which fill the SmplFile under construction in the
 * parse context: the prelude, rule headers, metavariable declarations
 * and constraints, script bindings.  When a rule's header and
 * declarations are complete (sp_rule_end) it runs the passes over the
 * rule: checks (smpl_check.h), body (smpl_body.h), views
 * (smpl_views.h).  An `#include` goes through the driver's hook in the
 * context.  Include only from grammar/smpl.y (and so the generated
 * parser and its header).
 */
#ifndef LADYBUG_SMPL_BUILD_H
#define LADYBUG_SMPL_BUILD_H

#include <stdint.h>

#include "smpl/spctx.h"

/* Prelude */
void sp_virtual(SpCtx *c, SpLoc name);
void sp_include(SpCtx *c, SpLoc str);
void sp_using_top(SpCtx *c, SpLoc str);
void sp_spatch_line(SpCtx *c, SpLoc line);
void sp_section(SpCtx *c, SpLoc name);

/* Headers */
void sp_rule_begin(SpCtx *c, RuleKind kind, SpLoc at, const Ident *name, SpLoc lang);
void sp_rule_depends(SpCtx *c, int quant, Dep *d);
Dep *sp_dep(SpCtx *c, DepKind k, const Ident *name, Dep *l, Dep *r, uint32_t off);
void sp_rule_extends(SpCtx *c, SpLoc name);
void sp_rule_disable(SpCtx *c, SpLoc name);
void sp_rule_using(SpCtx *c, SpLoc str);
void sp_rule_quant(SpCtx *c, int q, uint32_t off);
void sp_rule_pkind(SpCtx *c, int k, uint32_t off);
void sp_rule_end(SpCtx *c, SpLoc body);

/* Declarations */
void sp_decl_mod(SpCtx *c, uint32_t flag);
void sp_decl_kind(SpCtx *c, MetaKind k, uint32_t flags, SpLoc written);
void sp_decl_type(SpCtx *c, SpLoc type);
void sp_decl_ptr_only(SpCtx *c, SpLoc stars);
void sp_decl_set_stars(SpCtx *c, size_t first, SpLoc stars);
void sp_decl_len_num(SpCtx *c, SpLoc num);
void sp_decl_len_name(SpCtx *c, QName n);
void sp_decl_len_range(SpCtx *c, QName n, SpLoc range);
void sp_decl_width(SpCtx *c, SpLoc name);
void sp_decl_name(SpCtx *c, QName n);
void sp_decl_end(SpCtx *c);
void sp_constraint(SpCtx *c, ConstrKind k, int is_set);
void sp_constraint_join(SpCtx *c, int is_or);
void sp_cval(SpCtx *c, SpLoc item);
void sp_constraint_regex(SpCtx *c, ConstrKind k, SpLoc str);
void sp_script_begin(SpCtx *c, SpLoc lang, int for_seed);
void sp_script_arg(SpCtx *c, QName n);
void sp_script_code(SpCtx *c, SpLoc code);
void sp_binding(SpCtx *c, SpLoc local, QName from, SpLoc dflt, int has_dflt);
void sp_binding_local(SpCtx *c, SpLoc local);

#endif
