import type { PlacementSource } from './placement-source';

/** Placement experiences 10-18. Every student, story and detail here is invented for sample data. */
export const PLACEMENTS_B: readonly PlacementSource[] = [
  {
    name: 'Siddharth Rao',
    companyName: 'TCS Digital',
    branch: 'B.Tech EEE',
    cgpa: '7.12',
    date: 'December 2019',
    description:
      "TCS Digital is the higher-paying track of the company's mass recruitment, and students from every branch could take its test. I am from EEE with a CGPA just above seven, so I treated this as my main chance at a software role. The test was the real filter; once shortlisted, the interview was friendly and mostly checked that I understood what I had written on my resume and could code simple logic confidently.",
    rounds: [
      'Online test: numerical ability, verbal ability and reasoning, followed by an advanced coding section with two problems. The coding problems were about string compression and finding the number of ways to climb stairs with given step sizes.',
      'Technical interview: questions on my project (a solar tracker using an Arduino), basic object-oriented programming in Java, a simple SQL query, and writing code to check whether a number is an Armstrong number.',
      'Managerial and HR round together: why I wanted a software job as an electrical student, whether I was open to any location, and a few questions on recent technology news such as cloud computing and 5G.',
    ],
    preparation:
      'I learnt Java properly from scratch over two months and solved around 120 easy and medium problems. For aptitude, I practised a section every day from a standard aptitude book and took weekly mock tests. I made sure I could explain my electrical project in software terms.',
    advice:
      'Branch does not matter if you can code the basics well. Take the aptitude section seriously, because it decides who gets an interview.',
  },
  {
    name: 'Ananya Das',
    companyName: 'Infosys',
    branch: 'B.Tech ECE',
    cgpa: '7.68',
    date: 'January 2020',
    description:
      'Infosys recruited for its specialist programmer role through a separate coding-heavy track, apart from its larger systems engineer hiring. The coding test was harder than I expected for a mass recruiter, and only a small group was called for interviews. The interview was a single long technical conversation followed by HR. Preparation for product companies carried over well here.',
    rounds: [
      'Coding test: three problems in three hours, of increasing difficulty. The last one was a dynamic programming problem on counting paths in a grid with blocked cells and a limited number of turns.',
      'Technical interview (about an hour): the approach to each test problem, then questions on hashing, recursion versus iteration, and a live problem on finding the longest common prefix of a set of strings.',
      'HR round: background, family, willingness to work in shifts if needed, and training at the Mysuru campus.',
    ],
    preparation:
      'I had been preparing for product companies, so I already had around 200 problems done. For this test I practised longer problems under a three-hour limit to build stamina. I revised basic Python since I used it in the test.',
    advice:
      'Do not assume service companies ask only easy questions; their coding tracks can be tough. Explain your test solutions clearly in the interview.',
  },
  {
    name: 'Rahul Menon',
    companyName: 'Accenture',
    branch: 'B.Tech Mechanical',
    cgpa: '7.34',
    date: 'November 2020',
    description:
      'Accenture hired associate software engineers from all branches in a fully online process. The assessments were quick and structured, and most of the decision seemed to be made by the tests before the single interview. As a mechanical student I was nervous about the coding round, but the questions were basic and the interviewer was more interested in my attitude and communication than in advanced algorithms.',
    rounds: [
      'Cognitive and technical assessment: reasoning, English, abstract puzzles, and multiple-choice questions on networking, cloud basics and MS Office.',
      'Coding assessment: two problems in 45 minutes, one to count the characters that appear an odd number of times and one on a matrix rotation. Passing one fully was enough to continue.',
      'Communication assessment: an automated test with reading aloud, repeating sentences, answering short questions and summarising a small story.',
      'Interview: introduction, my final-year project on a composite material, why IT, and a few simple questions on Python and cloud computing. It lasted about 20 minutes.',
    ],
    preparation:
      'I took a basic programming course in Python during my third year and solved around 60 easy problems. For the cognitive section, I used free mock tests. I practised speaking English clearly by recording my answers to common interview questions.',
    advice:
      'Prepare for the communication test; many people underestimate it. Be honest in the interview about what you know and what you are still learning.',
  },
  {
    name: 'Divya Subramaniam',
    companyName: 'Qualcomm',
    branch: 'B.Tech ECE',
    cgpa: '9.18',
    date: 'August 2019',
    description:
      'Qualcomm hired for hardware and embedded roles, and most shortlisted students were from ECE and EEE. The interviews tested core electronics thoroughly: digital design, computer architecture and a good amount of C programming. Having done a VLSI elective and a project on an FPGA helped me enormously. The process spread over two days with a written test and four interviews.',
    rounds: [
      'Written test: digital electronics, signals and systems, computer architecture, C output questions and aptitude, about 60 questions in 75 minutes.',
      'Technical interview 1: design a sequence detector as a finite state machine, then convert it from Mealy to Moore. Questions on setup and hold time and what happens when they are violated.',
      'Technical interview 2: cache organisation, pipelining hazards and how forwarding removes some of them, followed by bit manipulation problems in C.',
      'Technical interview 3: my FPGA project on image filtering, clock domain crossing, and writing Verilog for a simple FIFO.',
      'HR round: relocation to Hyderabad or Bengaluru, interest in hardware over software, and long-term plans including higher studies.',
    ],
    preparation:
      'I revised digital design and computer architecture from the standard textbooks and our course notes, and solved previous written-test questions shared by seniors. I practised writing Verilog for small modules and C bit manipulation problems. Explaining my FPGA project end to end, with timing numbers, was the best preparation.',
    advice:
      'For core roles, depth in two or three subjects matters more than breadth. Make sure your project shows you can build real hardware.',
  },
  {
    name: 'Nikhil Agarwal',
    companyName: 'Texas Instruments',
    branch: 'B.Tech EEE',
    cgpa: '8.95',
    date: 'July 2020',
    description:
      'Texas Instruments recruited for analog and digital design roles, and the process was among the most technical I faced. The analog interviews went deep into op-amps, feedback and transistor-level circuits, and I had to solve problems on paper while explaining each step. The interviewers were patient and gave hints, but they expected strong fundamentals from the second-year circuit courses.',
    rounds: [
      'Online test: analog circuits, digital circuits, signals and aptitude. Questions included finding the gain of a feedback amplifier and the output of a combinational circuit.',
      'Technical interview 1: op-amp circuits (inverting, integrator, Schmitt trigger), negative feedback and stability, with derivations on a shared whiteboard.',
      "Technical interview 2: MOSFET small-signal models, a current mirror and its output resistance, and a question about why a circuit's bandwidth drops when its gain goes up.",
      'HR and managerial round: my power electronics project, how I divided work in my team, and my preference between analog and digital roles.',
    ],
    preparation:
      'I re-solved problems from our analog and network theory courses and a classic microelectronics textbook. I used a free circuit simulator to check my hand calculations. Seniors who had interned at TI told me which topics mattered, and I made a one-page summary for each.',
    advice:
      'Your second-year circuit courses are the syllabus for this interview; revise them properly. Always sanity-check your answers with units and limits.',
  },
  {
    name: 'Ishita Bose',
    companyName: 'Morgan Stanley',
    branch: 'B.Tech IT',
    cgpa: '8.71',
    date: 'August 2020',
    description:
      'Morgan Stanley hired technology analysts through a test and a day of interviews. The bank values strong Java and object-oriented skills, and two rounds were almost entirely about Java internals and design. There was also a round on probability and puzzles, similar to other financial firms. The interviewers were structured and gave clear feedback at the end of each round.',
    rounds: [
      'Online test: aptitude, technical multiple-choice questions and two coding problems (a stock buy-and-sell problem with at most two transactions and a matrix search).',
      'Technical interview 1: Java collections, how a HashMap works internally, equals and hashCode, and immutability. Then code a thread-safe singleton.',
      'Technical interview 2: object-oriented design of an order book that matches buy and sell orders, with discussion of data structures for fast matching.',
      'Technical interview 3: puzzles and probability (expected number of coin tosses to get two heads in a row), plus a SQL question on ranking employees by salary within departments.',
      'HR round: why finance technology, my role in a college hackathon, and location preferences between Mumbai and Bengaluru.',
    ],
    preparation:
      'I studied Java internals from a popular book on effective Java and the official documentation, and wrote small programs to test what I read. I practised object-oriented design with classic examples like parking lots and elevators. For puzzles, I solved a set of probability questions every day in the last month.',
    advice:
      'If the company works in Java, know Java deeply: collections, concurrency and the memory model. Practise explaining designs with diagrams.',
  },
  {
    name: 'Karthik Sundaram',
    companyName: 'Zoho',
    branch: 'B.Tech CSE',
    cgpa: '7.89',
    date: 'February 2021',
    description:
      "Zoho's process was the longest I went through, with many rounds that tested programming from the basics to building a small application in a few hours. There was no emphasis on CGPA at all; everything depended on how well you could write working code. The application round was the highlight: I had to build a console-based railway reservation system with clean structure and all the edge cases handled.",
    rounds: [
      'Written aptitude test: arithmetic and logical reasoning, around 30 questions in an hour, with some questions on the output of C code.',
      'Written C programming round: predict the output of tricky programs involving pointers, recursion and static variables, and write short functions on paper.',
      'Basic programming round on a computer: five problems such as printing patterns, rotating arrays and parsing strings, judged on correctness and speed.',
      'Advanced programming round: three harder problems including a word search in a grid and an expression evaluator with operator precedence.',
      'Application development round: build a railway ticket booking system in three hours with booking, cancellation, waiting list and chart printing. The evaluators tested it live and added new requirements midway.',
      'Technical interview: walkthrough of my application code, how I would add persistence, and questions on object-oriented principles and DBMS.',
      'HR round: background, interest in product development, and willingness to work in Chennai.',
    ],
    preparation:
      "I practised C thoroughly, especially pointers and output-prediction questions. I built three console applications (library, bank, ticket booking) end to end to prepare for the application round. Seniors' experiences helped me understand how the rounds were judged.",
    advice:
      'Build small complete applications before the interview; the application round rewards clean, working code over clever tricks. Do not give up if you do not finish every problem in a round.',
  },
  {
    name: 'Tanvi Kulkarni',
    companyName: 'Microsoft',
    branch: 'B.Tech ECE',
    cgpa: '8.83',
    date: 'August 2021',
    description:
      'I received a Microsoft full-time offer through the campus process as an ECE student, which shows that the branch is not a barrier for software roles there. The coding test was the toughest filter. In the interviews, I was asked standard data structure problems, but the interviewers also spent time on my projects and how I tested my code. Being honest when I did not know something worked better than guessing.',
    rounds: [
      'Online coding test: three problems in 90 minutes, on bit manipulation, a binary tree traversal with a twist, and a dynamic programming problem on minimum cost to reach the end of an array.',
      'Technical interview 1: serialise and deserialise a binary tree, with follow-ups on handling very deep trees without recursion.',
      'Technical interview 2: find the median of a data stream using two heaps, and then how to support deleting values. A short discussion of my embedded systems project.',
      'As-appropriate round: design a simple chat application covering message storage and delivery, plus behavioural questions about learning quickly and handling failure.',
    ],
    preparation:
      'As an ECE student, I started coding seriously in my second year and solved about 300 problems over eighteen months. I took the data structures course as an elective and did a software internship in my third year. Mock interviews with seniors in the coding club helped me speak confidently.',
    advice:
      'Start early if you are from a non-CS branch, and get one software project or internship on your resume. Interviewers respect honesty about gaps.',
  },
  {
    name: 'Aman Choudhary',
    companyName: 'Amazon',
    branch: 'B.Tech CSE',
    cgpa: '8.41',
    date: 'January 2021',
    description:
      "I joined Amazon first as a six-month SDE intern in my final semester and later received a full-time offer based on my internship performance. The campus process for the internship was shorter than the full-time one, with a coding test and two interviews. During the internship, I worked on an internal tool, and the conversion decision depended on my project delivery and my manager's feedback.",
    rounds: [
      'Online assessment: two coding problems in 90 minutes (rotting oranges on a grid and the minimum number of platforms for trains), and a short work-simulation section with scenario questions.',
      'Technical interview 1: vertical order traversal of a binary tree, then a behavioural question about a time I had to learn a new technology quickly.',
      'Technical interview 2: a design-flavoured coding problem on a file system with create, list and delete, plus questions on customer obsession and dealing with ambiguity.',
      "Internship evaluation: a final presentation of my project to the team, a code walkthrough, and the manager's review of my work against the goals set at the start.",
    ],
    preparation:
      'Before the internship test, I solved around 250 problems and focused on BFS, DFS and trees. During the internship, I asked for feedback every two weeks and documented my work carefully, which made the final review straightforward.',
    advice:
      'If you get an internship, treat it as a long interview: deliver, communicate and ask for feedback early. Write design documents before you code.',
  },
];
