struct ops {
	int (*open)(int);
	long count;
	char name[8];
};
