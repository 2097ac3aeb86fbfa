// Dots inside an attribute stand for any arguments.
// (spatch 1.1.1 cannot parse this pattern; later versions give this result.)
@@
@@
struct pkt {
	...
-	int len;
	...
} __attribute__((aligned(...)));
