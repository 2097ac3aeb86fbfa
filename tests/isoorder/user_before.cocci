// the same rules the other way round (the standard plus_comm off):
// orup applies first, then pc also inside its forms
@ using "order2.iso" disable plus_comm @
identifier a, b;
@@
- a = b + 1;
+ Z(a, b);
