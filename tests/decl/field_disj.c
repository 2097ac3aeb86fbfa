typedef double real;

struct vec {
	int n;
	real v[3];
	long w[3];
};
