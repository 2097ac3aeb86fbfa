struct s {
	int (*g)(int *p, char * const q);
	void (*h)(struct x *, int);
	int (*arr[2])(long *l);
	char buf[N * 2];
};
