struct s {
	char space[5 * sizeof(struct cmd)];
	int (*g)(int *p, char *q);
};
