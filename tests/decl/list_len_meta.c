struct ops {
	int a;
	int b;
	void *priv;
	int c;
};

struct ops one = {
	1, 2,
	&one,
	3
};

struct ops two = {
	1,
	&two,
	3,
	4
};
