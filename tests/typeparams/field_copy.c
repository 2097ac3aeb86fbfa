struct s {
	enum action (*func)(struct pd_unit *disk);
	int (*g)(int *p, char *q);
	void (*h)(struct x *);
};
