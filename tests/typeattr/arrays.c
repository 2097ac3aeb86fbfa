struct s {
	void __iomem *dir[2];
	char __user	*u[3];
	int *p[4];
	int n;
};
