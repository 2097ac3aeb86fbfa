// An integer of the pattern matches an integer of the code of the same
// value as spatch reads them: decimal (leading zeros too: 020 is twenty),
// 0x hexadecimal; a suffixed constant only by its text (1u is not 1U).
@@ @@
- h(1)
+ H()
@@ @@
- j(0x10)
+ J()
@@ @@
- u(1u)
+ U()
@@ @@
- l(0)
+ L()
@@ @@
- t(20)
+ T()
