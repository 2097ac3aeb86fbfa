struct s {
	int a;
	fields_start
	int b;
	fields_end
	int c;
};
