struct regs {
	int mode;
	unsigned ready : 1;
	unsigned error :1;
};
