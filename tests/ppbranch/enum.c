/* Enumerators in a small conditional: the later branch is passed over;
 * in a large one it is code. */
enum e {
	E1,
#ifdef A
	E2,
#else
	E3,
#endif
};
enum e1 {
	X0,
#ifdef A
	X1,
#else
	Y0,
	Y1,
	Y2,
	Y3,
	Y4,
	Y5,
	E3,
#endif
};
