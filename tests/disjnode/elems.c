struct m { int len; char *buf; };
int f(char *p)
{
	char b0[8];
	char b1[8];
	struct m m5[2] = {
		{ .buf = b0, .len = 6 },
		{ .buf = b0, .len = 0 }
	};
	struct m m9[2] = {
		{ .buf = b0, .len = 6 },
		{ .buf = p, .len = 1 }
	};
	struct m m11[2] = {
		{ .buf = b0, .len = 6 },
		{ .buf = b1, .len = 7 }
	};
	struct m m12[2] = {
		{ .buf = b0, .len = 6 },
		{ .buf = b0, .len = sizeof(x) }
	};
	struct m m13[2] = {
		{ .buf = b1, .len = 0 },
		{ .buf = b0, .len = 6 }
	};
	struct m m8[2] = { { .buf = b0, .len = 9 } };
	return 0;
}
