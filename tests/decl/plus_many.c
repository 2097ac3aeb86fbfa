struct regs {
	int a;
	int b, c;
	char d;
};
