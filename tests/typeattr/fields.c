struct regs {
	void __iomem		*base;
	char __user	*ubuf;
	struct foo __rcu	*ptr;
	int		*plain;
	unsigned   long	count;
	int		z;
};
